import { Link } from 'react-router-dom';
import { FaCartShopping } from 'react-icons/fa6';
import { productImageUrl, StarRating, type Product } from 'shared';
import { addToCart } from '../lib/addToCart';
import { DiscountBadge } from './DiscountBadge';
import { ProductPrice } from './ProductPrice';
import './productCard.css';

export type ShopView = 'grid' | 'list';

interface ProductCardProps {
  product: Product;
  view?: ShopView;
}

/** A product in the shop list or a carousel: picture, rating, name, price and a quick add. */
export function ProductCard({ product, view = 'grid' }: ProductCardProps) {
  const href = `/product/${product.slug}`;
  return (
    <article className={`shop-card shop-card--${view}`}>
      {/* The title link below is the one keyboard stop; the picture repeats it for pointer users. */}
      <Link to={href} className="shop-card__media" tabIndex={-1}>
        <img src={productImageUrl(product.thumb)} alt={product.title} width={160} height={160} loading="lazy" />
        <DiscountBadge discount={product.discount} />
      </Link>
      <div className="shop-card__body">
        <StarRating value={product.ratings}>({product.reviews})</StarRating>
        <h3 className="shop-card__title">
          <Link to={href}>{product.title}</Link>
        </h3>
        <ProductPrice product={product} />
        {view === 'list' && product.description && <p className="shop-card__text">{product.description}</p>}
        <button type="button" className="tv-button tv-button--outline shop-card__add" onClick={() => addToCart(product, '1')}>
          <FaCartShopping aria-hidden /> Add to cart
          <span className="tv-visually-hidden">: {product.title}</span>
        </button>
      </div>
    </article>
  );
}

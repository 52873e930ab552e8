import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FaCartShopping } from 'react-icons/fa6';
import { StarRating } from 'shared';
import { productImageUrl, STOCK_GATE_ATTRIBUTE, type Product } from 'contract';
import { addToCart } from '../lib/addToCart';
import { isSoldOut } from '../lib/stock';
import { useProductLeft } from '../lib/useProductLeft';
import { DiscountBadge } from './DiscountBadge';
import { ProductPrice } from './ProductPrice';
import { StockLabel } from './StockLabel';
import './productCard.css';

export type ShopView = 'grid' | 'list';

interface ProductCardProps {
  product: Product;
  view?: ShopView;
}

/** A product in the shop list or a carousel: picture, rating, name, price, what is left and a quick add. */
export function ProductCard({ product, view = 'grid' }: ProductCardProps) {
  const href = `/product/${product.slug}`;
  const left = useProductLeft(product.id);
  const stockLabelId = useId();
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
        <StockLabel productId={product.id} left={left} id={stockLabelId} />
        {view === 'list' && product.description && <p className="shop-card__text">{product.description}</p>}
        {/* The shell's server disables this gate too when the product is sold out; the label says why. */}
        <button
          type="button"
          className="tv-button tv-button--outline shop-card__add"
          onClick={() => addToCart(product, '1', left)}
          disabled={isSoldOut(left)}
          aria-describedby={stockLabelId}
          {...{ [STOCK_GATE_ATTRIBUTE]: product.id }}
        >
          <FaCartShopping aria-hidden /> Add to cart
          <span className="tv-visually-hidden">: {product.title}</span>
        </button>
      </div>
    </article>
  );
}

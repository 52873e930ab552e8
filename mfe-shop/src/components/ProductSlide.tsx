import { useId } from 'react';
import { Link } from 'react-router-dom';
import { StarRating } from 'shared';
import { productImageUrl, type Product } from 'contract';
import { useProductLeft } from '../lib/useProductLeft';
import { AddToCartForm } from './AddToCartForm';
import { DiscountBadge } from './DiscountBadge';
import { ProductPrice } from './ProductPrice';
import { StockLabel } from './StockLabel';
import './productTitle.css';

interface ProductSlideProps {
  product: Product;
  /** A slide the page opens away from: its picture loads only once it is slid into view. */
  offScreen: boolean;
  /** Only the picture, the name and the link to its page: the slide is not one step from the shopper. */
  brief: boolean;
}

/** One product as a slide of /shop-single-thumb: picture with its discount, and the essentials. */
export function ProductSlide({ product, offScreen, brief }: ProductSlideProps) {
  const left = useProductLeft(product.id);
  const stockLabelId = useId();
  return (
    <div className="shop-slide">
      <div className="shop-slide__media">
        <img src={productImageUrl(product.thumb)} alt={product.title} width={300} height={300} loading={offScreen ? 'lazy' : undefined} />
        <DiscountBadge discount={product.discount} />
      </div>
      <div className="shop-slide__body">
        <h2 className="shop-product-title">{product.title}</h2>
        {!brief && (
          <>
            <StarRating value={product.ratings}>({product.reviews} customer reviews)</StarRating>
            <ProductPrice product={product} large />
            <p className="shop-slide__stock">
              <StockLabel productId={product.id} left={left} id={stockLabelId} />
            </p>
            {product.description && <p className="shop-slide__text">{product.description}</p>}
            <AddToCartForm product={product} left={left} stockLabelId={stockLabelId} />
          </>
        )}
        <Link to={`/product/${product.slug}`} className="shop-slide__more">
          Full details of {product.title}
        </Link>
      </div>
    </div>
  );
}

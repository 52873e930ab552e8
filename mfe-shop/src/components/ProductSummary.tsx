import { useId, useState } from 'react';
import { FaCodeCompare, FaHeart, FaRegHeart, FaTruckFast } from 'react-icons/fa6';
import { StarRating } from 'shared';
import { type Product } from 'contract';
import { DELIVERY_NOTE } from '../data/shopSettings';
import { useProductLeft } from '../lib/useProductLeft';
import { AddToCartForm } from './AddToCartForm';
import { ProductPrice } from './ProductPrice';
import { StockLabel } from './StockLabel';
import './productSummary.css';
import './productTitle.css';

/** The buying side of a product page: name, rating, price, stock, quantity, cart and facts. */
export function ProductSummary({ product }: { product: Product }) {
  // Wishlist and compare have no server behind them (docs/product.md#product-page): they only mark the product.
  const [wished, setWished] = useState(false);
  const [comparing, setComparing] = useState(false);
  const left = useProductLeft(product.id);
  const stockLabelId = useId();

  return (
    <div className="shop-summary">
      <h2 className="shop-product-title">{product.title}</h2>
      <StarRating value={product.ratings}>
        ({product.reviews} customer {product.reviews === 1 ? 'review' : 'reviews'})
      </StarRating>
      <ProductPrice product={product} large />
      <p className="shop-summary__stock">
        <StockLabel productId={product.id} left={left} id={stockLabelId} />
      </p>
      {product.description && <p className="shop-summary__text">{product.description}</p>}
      <AddToCartForm product={product} left={left} stockLabelId={stockLabelId} />
      <div className="shop-summary__extras">
        <button type="button" className="shop-summary__extra" aria-pressed={wished} onClick={() => setWished((on) => !on)}>
          {wished ? <FaHeart aria-hidden /> : <FaRegHeart aria-hidden />} {wished ? 'In wishlist' : 'Add to wishlist'}
        </button>
        <button type="button" className="shop-summary__extra" aria-pressed={comparing} onClick={() => setComparing((on) => !on)}>
          <FaCodeCompare aria-hidden /> {comparing ? 'Comparing' : 'Compare'}
        </button>
      </div>
      <p className="shop-summary__delivery">
        <FaTruckFast aria-hidden /> {DELIVERY_NOTE}
      </p>
      <dl className="shop-summary__facts">
        <div>
          <dt>SKU:</dt>
          <dd>{product.slug.toUpperCase()}</dd>
        </div>
        {product.categories?.length ? (
          <div>
            <dt>Categories:</dt>
            <dd>{product.categories.join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>Tags:</dt>
          <dd>{product.tags.join(', ')}</dd>
        </div>
      </dl>
    </div>
  );
}

import type { Product } from 'contract';
import './productPrice.css';

/** The price a shopper pays, with the old price struck through when the product is discounted. */
export function ProductPrice({ product, large = false }: { product: Product; large?: boolean }) {
  return (
    <p className={`shop-price${large ? ' shop-price--large' : ''}`}>
      <span className="shop-price__now">
        <span className="tv-visually-hidden">Price: </span>
        {product.price}
      </span>
      {product.oldPrice && (
        <del className="shop-price__old">
          <span className="tv-visually-hidden">Was </span>
          {product.oldPrice}
        </del>
      )}
    </p>
  );
}

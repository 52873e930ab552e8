import { productPriceCents, type Product, WEIGHING_SENTENCES, WEIGHT_LABEL_ATTRIBUTE, WEIGHT_PRICE_ATTRIBUTE } from 'contract';
import { useProductGrams } from '../lib/useProductGrams';
import './productPrice.css';

/**
 * The price a shopper pays, with the old price struck through when the product is discounted. A
 * weighed product's price is "about" it, with its price per kilo under it. Whether it is weighed
 * is the farm's to change at any time, so this is the markup the shell's server fills
 * (contract/src/stock/availabilityMarkup.ts): while unknown, the price is marked and the label
 * empty; sold by the piece, neither is there.
 */
export function ProductPrice({ product, large = false }: { product: Product; large?: boolean }) {
  const grams = useProductGrams(product.id);
  const marked = grams !== null;
  const cents = productPriceCents(product);
  return (
    <p className={`shop-price${large ? ' shop-price--large' : ''}`}>
      <span className="shop-price__now" {...(marked ? { [WEIGHT_PRICE_ATTRIBUTE]: product.id } : {})}>
        <span className="tv-visually-hidden">Price: </span>
        {grams ? WEIGHING_SENTENCES.about(cents) : product.price}
      </span>
      {product.oldPrice && (
        <del className="shop-price__old">
          <span className="tv-visually-hidden">Was </span>
          {product.oldPrice}
        </del>
      )}
      {marked && (
        <span className="shop-price__unit" {...{ [WEIGHT_LABEL_ATTRIBUTE]: product.id }}>
          {grams ? WEIGHING_SENTENCES.unitPrice(cents, grams) : ''}
        </span>
      )}
    </p>
  );
}

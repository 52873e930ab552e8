import { useId, useState, type FormEvent } from 'react';
import { FaCartShopping, FaMinus, FaPlus } from 'react-icons/fa6';
import { STOCK_GATE_ATTRIBUTE, type Product } from 'contract';
import { addToCart } from '../lib/addToCart';
import { parseQuantity } from '../lib/quantity';
import { isSoldOut, quantityLimit, type KnownLeft } from '../lib/stock';
import { QuantityField } from './QuantityField';
import './addToCartForm.css';

interface AddToCartFormProps {
  product: Product;
  /** What is left of it (undefined: unknown, nothing held back). */
  left: KnownLeft;
  /** The element saying what is left: the button's description, so a disabled button says why. */
  stockLabelId: string;
}

/**
 * Quantity (a whole number from 1 to what is left, at most MAX_LINE_QUANTITY) and the Add to cart
 * button of a product page. The button is the stock gate the shell's server disables for a
 * sold-out product (contract/src/stock/availabilityMarkup.ts); only `disabled` depends on stock in
 * the markup, so the page hydrates over the server's HTML unchanged.
 */
export function AddToCartForm({ product, left, stockLabelId }: AddToCartFormProps) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const limit = Math.max(1, quantityLimit(left));
  const step = (delta: number) => setQuantity(String(Math.min(limit, Math.max(1, (parseQuantity(quantity) ?? 1) + delta))));

  // noValidate: the shop's own warning explains a bad quantity, not the browser's bubble.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addToCart(product, quantity, left);
  };

  return (
    <form className="shop-add" onSubmit={submit} noValidate>
      <label htmlFor={id} className="tv-visually-hidden">
        Quantity
      </label>
      <div className="shop-add__quantity">
        <button type="button" onClick={() => step(-1)} aria-label="Decrease quantity">
          <FaMinus aria-hidden />
        </button>
        <QuantityField id={id} value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        <button type="button" onClick={() => step(1)} aria-label="Increase quantity">
          <FaPlus aria-hidden />
        </button>
      </div>
      <button
        type="submit"
        className="tv-button"
        disabled={isSoldOut(left)}
        aria-describedby={stockLabelId}
        {...{ [STOCK_GATE_ATTRIBUTE]: product.id }}
      >
        <FaCartShopping aria-hidden /> Add to cart
      </button>
    </form>
  );
}

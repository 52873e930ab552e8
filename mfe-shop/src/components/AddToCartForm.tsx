import { useId, useState, type FormEvent } from 'react';
import { FaCartShopping, FaMinus, FaPlus } from 'react-icons/fa6';
import { MAX_LINE_QUANTITY, type Product } from 'shared';
import { addToCart } from '../lib/addToCart';
import { parseQuantity } from '../lib/quantity';
import './addToCartForm.css';

/** Quantity (a whole number from 1 to MAX_LINE_QUANTITY) and the Add to cart button of a product page. */
export function AddToCartForm({ product }: { product: Product }) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const step = (delta: number) => setQuantity(String(Math.min(MAX_LINE_QUANTITY, Math.max(1, (parseQuantity(quantity) ?? 1) + delta))));

  // noValidate: the shop's own warning explains a bad quantity, not the browser's bubble.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addToCart(product, quantity);
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
        <input id={id} type="number" min={1} max={MAX_LINE_QUANTITY} step={1} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        <button type="button" onClick={() => step(1)} aria-label="Increase quantity">
          <FaPlus aria-hidden />
        </button>
      </div>
      <button type="submit" className="tv-button">
        <FaCartShopping aria-hidden /> Add to cart
      </button>
    </form>
  );
}

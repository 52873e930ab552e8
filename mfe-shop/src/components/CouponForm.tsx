import { useId, useState, type FormEvent } from 'react';

/**
 * The coupon box. The shop runs no coupon campaigns (docs/product.md#cart-page),
 * so any code is answered honestly instead of silently ignored.
 */
export function CouponForm() {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setMessage(trimmed ? `The coupon "${trimmed}" is not valid.` : 'Please enter a coupon code.');
    setCode('');
  };

  return (
    <form className="shop-coupon" onSubmit={submit}>
      <label htmlFor={id} className="tv-visually-hidden">
        Coupon code
      </label>
      <input
        id={id}
        type="text"
        placeholder="Coupon code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
      />
      <button type="submit" className="tv-button tv-button--harvest">
        Apply Coupon
      </button>
      <p className="shop-coupon__message" role="status">
        {message}
      </p>
    </form>
  );
}

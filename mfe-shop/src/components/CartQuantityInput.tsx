import { useState } from 'react';
import { cart } from 'shared';
import type { CartItem } from 'contract';
import { parseQuantity } from '../lib/quantity';
import { QuantityField } from './QuantityField';

/**
 * A cart line's quantity (min 1, step 1, at most MAX_LINE_QUANTITY). Whole numbers go to the cart at once; while the
 * shopper is mid-edit (an empty field) the cart keeps its value, restored on leaving the field.
 * `describedBy` names the line's shortfall ('Only 3 … left.'): the field asks for too many.
 */
export function CartQuantityInput({ item, describedBy }: { item: CartItem; describedBy?: string }) {
  const [draft, setDraft] = useState(String(item.quantity));
  const [followed, setFollowed] = useState(item.quantity);

  // The header's dropdown can change the same line; follow it, in this render rather than after it
  // (react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  if (item.quantity !== followed) {
    setFollowed(item.quantity);
    setDraft(String(item.quantity));
  }

  const change = (value: string) => {
    setDraft(value);
    const quantity = parseQuantity(value);
    if (quantity !== null) cart.setQuantity(item.id, quantity);
  };

  return (
    <QuantityField
      className="shop-cart__quantity"
      value={draft}
      aria-label={`Quantity of ${item.title}`}
      aria-describedby={describedBy}
      aria-invalid={describedBy ? true : undefined}
      onChange={(event) => change(event.target.value)}
      onBlur={() => setDraft(String(item.quantity))}
    />
  );
}

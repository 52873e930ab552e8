import { STOCK_LABEL_ATTRIBUTE, stockLabel, stockState } from 'contract';
import type { KnownLeft } from '../lib/stock';
import './stockLabel.css';

interface StockLabelProps {
  productId: number;
  left: KnownLeft;
  /** For the Add to cart button's aria-describedby: a sold-out button says why. */
  id?: string;
}

/**
 * What is left of a product, in the markup the shell's server fills from live stock
 * (contract/src/stock/availabilityMarkup.ts): the element holds only the words, which the server
 * replaces, and `data-stock-state` says how to style them. Unknown: empty, no state, no claim.
 */
export function StockLabel({ productId, left, id }: StockLabelProps) {
  const known = left !== undefined;
  return (
    <span
      id={id}
      className="shop-stock"
      {...{ [STOCK_LABEL_ATTRIBUTE]: productId }}
      data-stock-state={known ? stockState(left) : undefined}
    >
      {known ? stockLabel(left) : ''}
    </span>
  );
}

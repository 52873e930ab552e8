import { memo } from 'react';
import { cartTotalCents, useAvailability } from 'shared';
import { type CartItem, dollarsToCents, formatCents, formatDollars, productImageUrl, WEIGHING_SENTENCES } from 'contract';
import { FaTrashCan } from 'react-icons/fa6';

interface CartDropdownLinesProps {
  lines: readonly CartItem[];
  onRemove: (id: number) => void;
}

/**
 * The dropdown's lines and total. A weighed product's price is "about" it, and the total then an
 * estimate (docs/decisions/weighed-produce.md); which products are weighed is asked only once the
 * cart has a line, and until the answer every line is priced as always. A memo: the dropdown
 * re-renders with the badge at once and hands these their lines a moment later (CartDropdown).
 */
export const CartDropdownLines = memo(function CartDropdownLines({ lines, onRemove }: CartDropdownLinesProps) {
  const { weighing } = useAvailability();
  const weighed = (item: CartItem) => weighing?.estimatedGrams.has(item.id) === true;
  return (
    <>
      <ul className="shell-cart__items">
        {lines.map((item) => (
          <li key={item.id} className="shell-cart__item">
            <img src={productImageUrl(item.thumb)} alt="" width="56" height="56" />
            <div className="shell-cart__info">
              <p className="shell-cart__title">{item.title}</p>
              <p className="shell-cart__meta">
                {item.quantity} × {weighed(item) ? WEIGHING_SENTENCES.about(dollarsToCents(item.price)) : formatDollars(item.price)}
              </p>
            </div>
            <button
              type="button"
              className="shell-cart__remove"
              onClick={() => onRemove(item.id)}
              aria-label={`Remove ${item.title} from cart`}
            >
              <FaTrashCan aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <p className="shell-cart__total">
        <span>{lines.some(weighed) ? WEIGHING_SENTENCES.estimatedTotal : 'Total'}:</span>{' '}
        <strong data-testid="cart-dropdown-total">{formatCents(cartTotalCents(lines))}</strong>
      </p>
    </>
  );
});

import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FaXmark } from 'react-icons/fa6';
import { cart, lineTotalCents, notify } from 'shared';
import { dollarsToCents, findProductById, formatCents, formatDollars, productImageUrl, WEIGHING_SENTENCES, type CartItem } from 'contract';
import type { Shortfall } from '../lib/stock';
import { CartQuantityInput } from './CartQuantityInput';

function removeLine(item: CartItem) {
  cart.remove(item.id);
  notify.error('Product removed from cart');
}

function productHref(item: CartItem): string {
  const product = findProductById(item.id);
  return product ? `/product/${product.slug}` : '/shop';
}

interface CartLineProps {
  item: CartItem;
  shortfall: string | undefined;
  /** A weighed product's estimated grams a piece: priced by the kilo, its subtotal an estimate. */
  grams: number | undefined;
}

/** One line: remove, picture, name, price, quantity and subtotal, and what is left when it asks for more. */
function CartLine({ item, shortfall, grams }: CartLineProps) {
  const shortfallId = useId();
  const subtotal = lineTotalCents(item);
  return (
    <tr className={shortfall ? 'shop-cart__line--short' : undefined}>
      <td className="shop-cart__remove-cell">
        <button
          type="button"
          className="tv-round-icon shop-cart__remove"
          onClick={() => removeLine(item)}
          aria-label={`Remove ${item.title} from cart`}
        >
          <FaXmark aria-hidden />
        </button>
      </td>
      <td className="shop-cart__thumb-cell">
        <img src={productImageUrl(item.thumb)} alt="" width={64} height={64} />
      </td>
      <th scope="row" className="shop-cart__title">
        <Link to={productHref(item)}>{item.title}</Link>
        {/* Under the name, so it sits with its line on a phone's stacked card too. */}
        {shortfall && (
          <p id={shortfallId} className="shop-cart__shortfall">
            {shortfall}
          </p>
        )}
      </th>
      <td data-label="Price">{grams ? WEIGHING_SENTENCES.unitPrice(dollarsToCents(item.price), grams) : formatDollars(item.price)}</td>
      <td data-label="Quantity">
        <CartQuantityInput item={item} describedBy={shortfall ? shortfallId : undefined} />
      </td>
      <td data-label="Subtotal" className="shop-cart__subtotal">
        {grams ? WEIGHING_SENTENCES.about(subtotal) : formatCents(subtotal)}
      </td>
    </tr>
  );
}

interface CartTableProps {
  items: readonly CartItem[];
  /** Lines asking for more than is left, by product id. */
  shortfalls: readonly Shortfall[];
  /** The weighed lines' estimated grams a piece, by product id. */
  weighed: ReadonlyMap<number, number>;
}

/** The cart's lines: remove, picture, name, price, quantity and line subtotal. */
export function CartTable({ items, shortfalls, weighed }: CartTableProps) {
  return (
    <table className="shop-cart__table">
      <caption className="tv-visually-hidden">Products in your cart</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="tv-visually-hidden">Remove</span>
          </th>
          <th scope="col">
            <span className="tv-visually-hidden">Picture</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            shortfall={shortfalls.find((line) => line.id === item.id)?.message}
            grams={weighed.get(item.id)}
          />
        ))}
      </tbody>
    </table>
  );
}

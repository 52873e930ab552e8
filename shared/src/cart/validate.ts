import { MAX_LINE_QUANTITY, type CartItem } from 'contract';

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    isWhole(item.id) &&
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    isWhole(item.quantity) &&
    item.quantity >= 1 &&
    typeof item.thumb === 'string'
  );
}

/** Parses stored cart JSON; anything that is not a list of valid lines is rejected whole. */
export function parseStoredCart(raw: string | null): { items: CartItem[]; problem?: string } {
  if (raw === null) return { items: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { items: [], problem: 'stored cart is not valid JSON' };
  }
  if (!Array.isArray(data) || !data.every(isCartItem)) {
    return { items: [], problem: 'stored cart does not hold cart lines' };
  }
  // A line stored above today's limit is kept, at the limit, rather than losing the cart.
  return {
    items: data.map(({ id, title, price, quantity, thumb }) => ({
      id,
      title,
      price,
      quantity: Math.min(quantity, MAX_LINE_QUANTITY),
      thumb,
    })),
  };
}

import { orderBySessionEndpoint } from '../data/checkoutApi';

/** The order as the checkout-service shows it to the shopper who paid for it. */
export interface ConfirmedOrder {
  number: string;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';
  firstName: string | null;
  town: string | null;
  currency: string;
  totalCents: number;
  lines: Array<{ title: string; quantity: number; unitPriceCents: number; lineTotalCents: number }>;
}

/** What one look-up found: the order, no order for that session, or no usable answer. */
export type Lookup = { kind: 'found'; order: ConfirmedOrder } | { kind: 'missing' } | { kind: 'unreachable' };

const STATUSES = new Set(['pending', 'paid', 'failed', 'expired', 'cancelled']);

function isOrder(value: unknown): value is ConfirmedOrder {
  const order = value as Partial<ConfirmedOrder> | null;
  return typeof order?.number === 'string' && STATUSES.has(order.status as string) && typeof order.totalCents === 'number' && Array.isArray(order.lines);
}

/** Asks the service what became of the payment with this session id. */
export async function lookUpOrder(sessionId: string, fetchImpl: typeof fetch): Promise<Lookup> {
  try {
    const response = await fetchImpl(orderBySessionEndpoint(sessionId), { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'unreachable' };
    const body: unknown = await response.json();
    return isOrder(body) ? { kind: 'found', order: body } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

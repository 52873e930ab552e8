import { formatCents } from 'contract';
import type { StoredOrder } from '../domain';
import type { OrderStore } from '../orders/orderStore';
import type { PaymentProvider } from '../payments/types';

/** The timeline's sentence once the shopper paid by the pay link. */
export const balancePaidNote = (cents: number) => `The shopper paid the exact amount ${formatCents(cents)} by the pay link`;

/** The order a pay link's session belongs to, and whether this call recorded its payment; null for a session of no pay link. */
export type SettleBalance = (sessionId: string) => Promise<{ order: StoredOrder; paid: boolean } | null>;

/**
 * The one way a pay link's payment is recorded (docs/decisions/weighed-produce.md, step 5), whoever
 * asks (Stripe's webhook, the local test page's Pay, the shopper's order page on their return) and
 * however often: the provider is asked what became of the session, outside any transaction, and a
 * paid one moves the order `pay_link_sent` → `captured` in one conditional update with its event,
 * so a replayed webhook or a second caller records nothing more.
 */
export function createSettleBalance(
  orders: Pick<OrderStore, 'findByBalanceSession' | 'recordBalancePaid' | 'findById'>,
  provider: PaymentProvider,
): SettleBalance {
  return async (sessionId) => {
    const order = await orders.findByBalanceSession(sessionId);
    if (!order) return null;
    if (order.payment.state !== 'pay_link_sent' || order.provider !== provider.name) return { order, paid: false };
    const state = await provider.retrieveSession(sessionId);
    if (state?.outcome !== 'paid') return { order, paid: false };
    const paid = await orders.recordBalancePaid(sessionId, balancePaidNote(order.payment.chargedCents ?? 0));
    return { order: (await orders.findById(order.id)) ?? order, paid };
  };
}

import { formatCents, ORDER_STATUS_LABELS, type OrderStatus } from 'contract';
import { noMail, type MailComposer } from '../mail/compose';
import type { PaymentProvider } from '../payments/types';
import type { OrderStore } from './orderStore';
import type { StoredOrder } from '../domain';
import { createSettleBalance } from '../weighing/balancePayment';

interface FulfilResult {
  /** The order after the call; null when no order has this session. */
  order: StoredOrder | null;
  /** This call moved the order out of pending. */
  transitioned: boolean;
  /** The event was seen before: nothing was done. */
  duplicateEvent: boolean;
}

export type Fulfil = (sessionId: string, event?: { id: string; type: string }) => Promise<FulfilResult>;

/** The ends of an order that was never paid: money arriving for one of them is not the farm's to keep. */
const NEVER_PAID: ReadonlySet<OrderStatus> = new Set(['cancelled', 'expired', 'failed']);

const latePaymentNote = (order: StoredOrder, refundId: string) =>
  `A payment of ${formatCents(order.totalCents)} arrived after the order was ${ORDER_STATUS_LABELS[order.status].toLowerCase()}; it was refunded at once (${refundId}).`;

/** What a late card hold's record names in place of a refund: nothing was taken, so nothing is refunded. */
const LATE_HOLD_RELEASED = 'hold released';
const lateHoldNote = (order: StoredOrder) =>
  `A hold of ${formatCents(order.payment.heldCents ?? 0)} was placed on the card after the order was ${ORDER_STATUS_LABELS[order.status].toLowerCase()}; it was released at once, nothing charged.`;

/**
 * The one way an order leaves pending: ask the provider what became of the session and apply
 * it, exactly once, whoever calls (the webhook, the success page, the local Pay button) and
 * however often. The provider is asked outside any transaction; the change itself is atomic.
 *
 * A payment for an order that was cancelled or expired meanwhile (a race, or the provider's late
 * webhook) is never kept: it is refunded through the provider at once, recorded with an event and
 * told to the shopper and the farm (docs/product.md#late-payments). The provider's refund is keyed by
 * the order, so two callers at once get one refund, and the store records it once. Each change's
 * e-mails are composed here by `mail` and written by the store with it (docs/decisions/mail-outbox.md).
 * A session that is no order's own may be a pay link's, for the exact amount of an order whose card
 * hold ended: its payment is recorded once, by src/weighing/balancePayment.ts.
 */
export function createFulfil(orders: OrderStore, provider: PaymentProvider, mail: MailComposer): Fulfil {
  async function refundIfPaid(order: StoredOrder, sessionId: string): Promise<StoredOrder> {
    if (!NEVER_PAID.has(order.status) || order.lateRefundId || order.provider !== provider.name) return order;
    const state = await provider.retrieveSession(sessionId);
    if (state?.outcome !== 'paid') return order;
    // An order with weighed produce was only held on the card (docs/decisions/weighed-produce.md): the hold is released.
    if (order.payment.state === 'held') {
      await provider.releaseHold(order);
      await orders.recordLateRefund(order.id, LATE_HOLD_RELEASED, lateHoldNote(order), mail('late_payment_refunded'), {
        releasedHold: true,
      });
    } else {
      const refund = await provider.refund(order, 'the payment arrived after the order was closed');
      await orders.recordLateRefund(order.id, refund.id, latePaymentNote(order, refund.id), mail('late_payment_refunded'));
    }
    return (await orders.findById(order.id)) ?? order;
  }

  const settleBalance = createSettleBalance(orders, provider);

  return async (sessionId, event) => {
    const order = await orders.findBySession(sessionId);
    const balance = order ? null : await settleBalance(sessionId);
    if (balance) return { order: balance.order, transitioned: false, duplicateEvent: false };
    if (!order || order.status !== 'pending') {
      // Still recorded, so a replay of this event is recognised and not acted on or logged again.
      const { duplicateEvent } = event
        ? await orders.applyOutcome({ sessionId, outcome: 'pending', event }, noMail)
        : { duplicateEvent: false };
      return { order: order && (await refundIfPaid(order, sessionId)), transitioned: false, duplicateEvent };
    }
    const state = await provider.retrieveSession(sessionId);
    const outcome = state?.outcome ?? 'pending';
    const result = await orders.applyOutcome({ sessionId, outcome, collected: state?.collected, event }, mail(outcome));
    // A concurrent caller may have applied the same outcome first: read what is stored now.
    const now = outcome === 'pending' ? order : await orders.findBySession(sessionId);
    // Lost to a cancel that committed between the read above and the change: the money goes back.
    return { order: now && outcome === 'paid' && !result.transitioned ? await refundIfPaid(now, sessionId) : now, ...result };
  };
}

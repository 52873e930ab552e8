import { API_PATHS, canTransition, ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type FulfilmentMethod, type OrderStatus } from 'contract';
import { RequestError } from '../http/httpErrors';
import type { MailComposer } from '../mail/compose';
import type { PaymentProvider } from '../payments/types';
import type { OrderStatusChange, StoredOrder } from '../domain';
import { createSettleBalance } from '../weighing/balancePayment';
import type { OrderStore } from './orderStore';
import { createCheckoutCloser } from './closeCheckout';
import { createFulfil } from './fulfil';

/**
 * The farm's work on an order after its payment (docs/architecture.md#the-farms-office):
 * deliveries paid → packed → out_for_delivery → delivered, pickups paid → packed →
 * ready_for_pickup → picked_up (never the other way's steps), a pending order cancelled, a paid one or any later refunded
 * (ORDER_TRANSITIONS in contract/src/api/orderStatus.ts). Each change is the store's conditional
 * update with its event and the e-mails composed here by `mail` in one transaction
 * (docs/decisions/mail-outbox.md): a refused or lost change is a 409 sentence naming both states
 * as the staff read them (ORDER_STATUS_LABELS, lower case): the office shows it as it is.
 */

const said = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();
export const refusedChange = (number: string, from: OrderStatus, to: OrderStatus) =>
  `Order ${number} is ${said(from)}; it cannot become ${said(to)}.`;
export const otherWaysStep = (number: string, method: FulfilmentMethod, to: OrderStatus) =>
  `Order ${number} is a ${method}, so it never becomes ${said(to)}.`;
export const weightsFirst = (number: string) =>
  `Order ${number} has produce sold by weight: enter its weights first, so that the exact amount is charged, then mark it packed.`;
export const REFUND_BY_ITS_ACTION = `An order is refunded through POST ${API_PATHS.staffOrderRefund}, with a reason, so that the payment provider gives the money back first.`;
const unknownOrder = (number: string) => `There is no order ${number}.`;
export const paidBeforeCancel = (number: string) =>
  `Order ${number} was paid before it could be cancelled, so it stays paid; refund it if it must not be delivered.`;
const paymentUnderWay = (number: string) =>
  `Order ${number} has a bank payment under way, so it cannot be cancelled now; open it again once the payment has gone through or failed.`;
const balanceUnderWay = (number: string) =>
  `Order ${number} has a payment by its pay link under way, so it cannot be refunded now; open it again in a moment.`;

/** A race lost again and again would mean a loop; a handful of rounds is more than two staff can cause. */
const MAX_REFUND_ROUNDS = 5;

function refuseUnlessAllowed(order: StoredOrder, to: OrderStatus) {
  const { method } = order.fulfilment;
  if (canTransition(order.status, to, { method, payment: order.payment.state })) return;
  const sentence = !ORDER_TRANSITIONS[order.status].includes(to)
    ? refusedChange(order.number, order.status, to)
    : canTransition(order.status, to, { method, payment: 'at_once' })
      ? weightsFirst(order.number)
      : otherWaysStep(order.number, method, to);
  throw new RequestError(409, sentence);
}

export function createWorkflow(orders: OrderStore, provider: PaymentProvider, mail: MailComposer) {
  const closeCheckout = createCheckoutCloser(orders, provider, mail, createFulfil(orders, provider, mail));
  const settleBalance = createSettleBalance(orders, provider);

  async function find(number: string): Promise<StoredOrder> {
    const order = await orders.findByNumber(number);
    if (!order) throw new RequestError(404, unknownOrder(number));
    return order;
  }

  /** The order as stored now, after a change this call made or lost. */
  const reread = async (order: StoredOrder) => (await orders.findById(order.id)) ?? order;

  /**
   * Gives an order's money back at the provider, as its payment state says
   * (docs/decisions/weighed-produce.md): a card hold not captured is released whole, and nothing is
   * refunded since nothing was taken; a hold that ended has nothing to give back, and its pay link's
   * page is closed first so it can no longer be paid (one paid before it closed is recorded, then
   * refunded); what was charged (at once, captured, or paid by the pay link) is the provider's refund.
   * Answers what the refund's change records.
   */
  async function giveBack(order: StoredOrder, reason: string): Promise<Pick<OrderStatusChange, 'refundId' | 'payment'>> {
    switch (order.payment.state) {
      case 'held':
        await provider.releaseHold(order);
        return { payment: 'released' };
      case 'lapsed':
      case 'released':
        return { payment: 'released' };
      case 'pay_link_sent': {
        const session = order.balanceSessionId;
        if (!session || (await provider.closeSession(session)) === 'closed') return { payment: 'released' };
        const paid = (await settleBalance(session))?.order ?? order;
        if (paid.payment.state !== 'captured') throw new RequestError(409, balanceUnderWay(order.number));
        return { refundId: (await provider.refund(paid, reason)).id };
      }
      default:
        return { refundId: (await provider.refund(order, reason)).id };
    }
  }

  return {
    /**
     * Moves an order on, as a staff member asked: refused (409) unless ORDER_TRANSITIONS allows
     * it from the status the order has, and lost (409, naming the status it now has) when someone
     * else changed it first.
     */
    async moveTo(number: string, to: OrderStatus, actor: string, note: string | null): Promise<StoredOrder> {
      if (to === 'refunded') throw new RequestError(400, REFUND_BY_ITS_ACTION);
      const order = await find(number);
      refuseUnlessAllowed(order, to);
      // A pending order's payment page is closed first, so the shopper cannot pay what the farm cancelled.
      if (order.status === 'pending' && to === 'cancelled') {
        const { order: now, closed } = await closeCheckout(order, to, actor, note);
        if (closed) return now;
        if (now.status === 'paid') throw new RequestError(409, paidBeforeCancel(order.number));
        if (now.status === 'pending') throw new RequestError(409, paymentUnderWay(order.number));
        throw new RequestError(409, refusedChange(order.number, now.status, to));
      }
      const changed = await orders.changeStatus({ orderId: order.id, from: order.status, to, actor, note }, mail(to));
      const now = await reread(order);
      if (!changed) throw new RequestError(409, refusedChange(order.number, now.status, to));
      return now;
    },

    /**
     * Gives the payment back, then marks the order refunded with the provider's refund id. The
     * provider is asked outside any transaction; if it refuses or does not answer, the order stays
     * as it was (its 502 sentence). Once it has accepted, the order must say so: if a colleague
     * moved it on meanwhile (packed → out for delivery), the change is made from the new status.
     * Two refunds at once get the provider's one refund (its idempotency key is the order's) and
     * one change; the second is told the order is refunded already.
     */
    async refund(number: string, reason: string, actor: string): Promise<StoredOrder> {
      let order = await find(number);
      refuseUnlessAllowed(order, 'refunded');
      if (order.provider !== provider.name) {
        throw new RequestError(
          409,
          `Order ${order.number} was paid through ${order.provider}, not ${provider.name} as this service is set up now; refund it there.`,
        );
      }
      const given = await giveBack(order, reason);
      for (let round = 1; ; round++) {
        const changed = await orders.changeStatus(
          { orderId: order.id, from: order.status, to: 'refunded', actor, note: reason, ...given },
          mail('refunded'),
        );
        order = await reread(order);
        if (changed) return order;
        refuseUnlessAllowed(order, 'refunded');
        if (round >= MAX_REFUND_ROUNDS)
          throw new RequestError(409, `Order ${order.number} kept changing while it was refunded; open it again and check its status.`);
      }
    },
  };
}

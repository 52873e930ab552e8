import { formatCents, WEIGHING_SENTENCES, type OrderStatus, type WeightsRequest } from 'contract';
import type { StoredOrder } from '../domain';
import { RequestError } from '../http/httpErrors';
import type { MailComposer } from '../mail/compose';
import type { OrderStore } from '../orders/orderStore';
import type { CaptureResult, PaymentProvider } from '../payments/types';
import { sameWeights, weighLines, type WeighedOrder } from './weighedLines';
import type { WeighingStore } from './weighingStore';

/**
 * The weights entered at packing (docs/decisions/weighed-produce.md, step 3): the exact amount is
 * computed, taken from the card's hold (the rest released) and recorded with its event and the
 * shopper's e-mail, in one step that is safe to repeat. The provider is asked outside any
 * transaction, as a refund is (src/orders/workflow.ts); its capture is once per order, so a
 * repeated request, or two at once, take the money once and the store records it once.
 */

/** Orders never paid, or given back: nothing of theirs is weighed. */
const NOT_WEIGHED: ReadonlySet<OrderStatus> = new Set(['pending', 'failed', 'expired', 'cancelled', 'refunded']);

const unknownOrder = (number: string) => `There is no order ${number}.`;
const notPaid = (number: string) => `Order ${number} is not a paid order, so there is nothing to weigh.`;
const byThePiece = (number: string) => `Order ${number} has no produce sold by weight; it was charged in full when paid.`;
const holdReleased = (number: string) => `Order ${number}'s card hold was released, so nothing can be charged for its weights.`;
const otherProvider = (order: StoredOrder, name: string) =>
  `Order ${order.number} was paid through ${order.provider}, not ${name} as this service is set up now; charge its weights there.`;
const alreadyCharged = (order: StoredOrder) =>
  order.payment.state === 'captured'
    ? `Order ${order.number} was already charged ${formatCents(order.payment.chargedCents ?? 0)} for other weights; refund it if that was wrong.`
    : `Order ${order.number} was already weighed and its shopper sent a link to pay ${formatCents(order.payment.chargedCents ?? 0)}; those weights stay.`;

/** The timeline's sentence: who weighed, what was charged of the hold, and what the farm absorbed, if anything. */
function capturedNote(actor: string, weighed: WeighedOrder, held: number, charged: number): string {
  const absorbed = weighed.exactCents - charged;
  const base = `Weighed by ${actor}: charged ${formatCents(charged)} of the ${formatCents(held)} held; ${formatCents(held - charged)} released`;
  return absorbed > 0
    ? `${base}. The weights came to ${formatCents(weighed.exactCents)}; the farm absorbed ${formatCents(absorbed)}.`
    : base;
}

const payLinkNote = (actor: string, charged: number) =>
  `Weighed by ${actor}: ${formatCents(charged)} to pay. The card hold had ended, so the shopper was e-mailed a link to pay it.`;

export interface WeighingDeps {
  orders: OrderStore;
  weighing: WeighingStore;
  provider: PaymentProvider;
  mail: MailComposer;
}

/** A 409 for an order with nothing to weigh: never paid or given back, charged at once, or its hold released. */
function refuseUnweighable(order: StoredOrder): void {
  if (NOT_WEIGHED.has(order.status)) throw new RequestError(409, notPaid(order.number));
  if (order.payment.state === 'at_once') throw new RequestError(409, byThePiece(order.number));
  if (order.payment.state === 'released') throw new RequestError(409, holdReleased(order.number));
}

/** An order weighed already: the same weights answer it as it is (safe to repeat); other weights are refused. */
function settledAlready(order: StoredOrder, weighed: WeighedOrder): StoredOrder {
  refuseUnweighable(order);
  if (sameWeights(order, weighed.lines)) return order;
  throw new RequestError(409, alreadyCharged(order));
}

export function createWeighOrder({ orders, weighing, provider, mail }: WeighingDeps) {
  /** What is taken for these weights: the exact amount, or the hold's maximum when the staff chose so (the farm absorbs the rest). */
  function amountFor(order: StoredOrder, weighed: WeighedOrder, request: WeightsRequest): number {
    const held = order.payment.heldCents ?? 0;
    if (weighed.exactCents <= held) return weighed.exactCents;
    if (!request.chargeHoldMaximum) throw new RequestError(409, WEIGHING_SENTENCES.aboveHold(weighed.exactCents, held), 'above_hold');
    return held;
  }

  /** The provider takes `amountCents` of the order's hold, outside any transaction; `lapsed` when the hold had ended. */
  async function capture(order: StoredOrder, amountCents: number): Promise<CaptureResult> {
    if (order.provider !== provider.name) throw new RequestError(409, otherProvider(order, provider.name));
    return provider.capture(order, amountCents);
  }

  /**
   * Records the weights of order `number` as `actor` entered them and charges their exact amount:
   * captured from the hold, or, when the hold had ended, asked of the shopper by an e-mailed pay link.
   */
  return async function weigh(number: string, request: WeightsRequest, actor: string): Promise<StoredOrder> {
    const order = await orders.findByNumber(number);
    if (!order) throw new RequestError(404, unknownOrder(number));
    refuseUnweighable(order);
    const weighed = weighLines(order, request);
    if (order.payment.state === 'captured' || order.payment.state === 'pay_link_sent') return settledAlready(order, weighed);
    const charged = amountFor(order, weighed, request);
    const held = order.payment.heldCents ?? 0;
    const weights = { lines: weighed.lines, chargedCents: charged };

    // A hold marked ended is not asked again: the shopper pays through the link.
    const outcome = order.payment.state === 'held' ? await capture(order, charged) : 'lapsed';
    const recorded =
      outcome === 'captured'
        ? await weighing.recordCapture(order.id, {
            weights,
            actor,
            note: capturedNote(actor, weighed, held, charged),
            mail: mail('order_weighed'),
          })
        : await weighing.recordPayLink(order.id, { weights, actor, note: payLinkNote(actor, charged), mail: mail('pay_link') });
    const now = (await orders.findById(order.id)) ?? order;
    // Lost to a colleague who weighed it meanwhile: their weights stand, and the same ones answer as they are.
    return recorded ? now : settledAlready(now, weighed);
  };
}

import { createHash } from 'node:crypto';
import { holdCents, type FarmClock } from 'contract';
import { RequestError } from '../http/httpErrors';
import type { CheckoutSession, PaymentProvider } from '../payments/types';
import { IdempotencyConflictError, type OrderStore } from '../orders/orderStore';
import type { CloseCheckout } from '../orders/closeCheckout';
import type { CheckoutOrder, NewOrder, PricedLine, StoredOrder } from '../domain';
import type { Weigh } from '../orders/pendingOrder';
import { StockRefusal } from '../stock/stockStore';
import type { DeliveryRulesStore } from '../delivery/deliveryRulesStore';
import { bookByRules } from './deliveryChoice';

/** The shop's one currency. */
const CURRENCY = 'usd';

const REPLACED = 'replaced by a newer checkout from the same browser';
const CLOSED_WHILE_STARTING =
  'This checkout was cancelled before its payment page opened, so nothing can be paid for it. Please start the checkout again.';

/**
 * Everything a checkout asked for, hashed: a repeated key must repeat exactly this. The fulfilment
 * as asked carries the pickup or delivery day, so the same key for another day is refused; its zone
 * and fee are not asked for but decided by the rules (src/checkout/deliveryChoice.ts).
 */
function fingerprintOf(request: CheckoutOrder, provider: string): string {
  const asked = [
    provider,
    request.lines.map((l) => [l.productId, l.quantity, l.unitAmountCents]),
    request.successUrl,
    request.cancelUrl,
    request.customer,
    request.fulfilment,
  ];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/**
 * Each line as sold now, weighed in the pending order's transaction (src/orders/pendingOrder.ts): a
 * weighed product's carries one piece's estimated grams, copied onto the order; the card is held
 * for the lines with WEIGHED_HOLD_BUFFER_PERCENT over the weighed lines' estimate.
 */
function weighBy(request: CheckoutOrder, holdBufferPercent: number): Weigh {
  return (estimatedGrams) => {
    const lines = withEstimates(request, estimatedGrams);
    return { lines, heldCents: heldOverLines(lines, request.totalCents, holdBufferPercent) };
  };
}

/** The request's lines, each with one piece's estimated grams where `estimatedGrams` has its product. */
const withEstimates = (request: CheckoutOrder, estimatedGrams: ReadonlyMap<number, number | null>): PricedLine[] =>
  request.lines.map((line) => ({ ...line, estimatedGrams: estimatedGrams.get(line.productId) ?? null }));

/** The request's lines as the stored order sells them: weighed where its lines were (a retried request's too). */
const linesAsStored = (request: CheckoutOrder, order: StoredOrder): PricedLine[] =>
  withEstimates(request, new Map(order.lines.map((line) => [line.productId, line.weighing?.estimatedGrams ?? null])));

/**
 * What the card is held for over the lines' subtotal when a line is weighed: the estimate plus the
 * buffer on the weighed lines (holdCents); null, charged at once. The delivery fee the rules decide
 * is added to it with the total (src/orders/pendingOrder.ts). docs/decisions/weighed-produce.md
 */
function heldOverLines(lines: readonly PricedLine[], subtotalCents: number, bufferPercent: number): number | null {
  const weighed = lines.filter((line) => line.estimatedGrams !== null);
  if (weighed.length === 0) return null;
  const weighedCents = weighed.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
  return holdCents(subtotalCents, weighedCents, bufferPercent);
}

/** The store's refusals, as the shopper is told them: a request to change (409), or details to give (400). */
function refusal(error: unknown): RequestError | null {
  if (error instanceof IdempotencyConflictError) return new RequestError(409, error.message, 'idempotency_conflict');
  if (error instanceof StockRefusal) return new RequestError(error.status, error.message, error.code);
  return null;
}

/**
 * Starts a checkout: the browser's earlier unpaid checkouts are closed first, giving their stock
 * back (a browser has one cart: docs/decisions/checkout-cookie.md); then the pending order and its
 * lines are stored, priced and dated by the farm's delivery rules with a place on its day, holding
 * their stock (one transaction, keyed by the Idempotency-Key; 409 naming the product when too
 * little is left, or the day when it is full); then the provider's session is created and recorded. The
 * same key returns the stored session, after a restart too; a key whose session was never created
 * (the provider failed) creates it now, with the same key, so the provider cannot create two.
 */
export function createCheckoutStarter(
  orders: OrderStore,
  provider: PaymentProvider,
  closeCheckout: CloseCheckout,
  deliveryRules: DeliveryRulesStore,
  /** WEIGHED_HOLD_BUFFER_PERCENT: the share of the weighed lines' estimate held above it. */
  holdBufferPercent: number,
) {
  /**
   * `clock` is the farm's, as the request was parsed by: the rules' days and cut-offs are read at it.
   * `newBrowser`: the browser's checkout key was made for this request, so it has no earlier
   * checkout to close (one query fewer for a first checkout: docs/performance-log.md).
   */
  return async function startCheckout(
    request: CheckoutOrder,
    holder: NewOrder['holder'],
    clock: FarmClock,
    { newBrowser }: { newBrowser: boolean },
  ): Promise<CheckoutSession> {
    const returning = holder.browserKeyHash !== null && !newBrowser;
    const retried = returning && request.idempotencyKey ? await orders.findByIdempotencyKey(request.idempotencyKey) : null;
    if (returning && !retried && holder.browserKeyHash) {
      for (const earlier of await orders.pendingOfBrowser(holder.browserKeyHash))
        await closeCheckout(earlier, 'expired', 'system', REPLACED);
    }
    let stored;
    try {
      stored = await orders.createPendingOrder(
        {
          lines: request.lines,
          totalCents: request.totalCents,
          heldCents: null,
          currency: CURRENCY,
          customer: request.customer,
          fulfilment: request.fulfilment,
          provider: provider.name,
          idempotencyKey: request.idempotencyKey,
          fingerprint: fingerprintOf(request, provider.name),
          holder,
        },
        { book: bookByRules(deliveryRules, request, clock), weigh: weighBy(request, holdBufferPercent) },
      );
    } catch (error) {
      throw refusal(error) ?? error;
    }
    const { order } = stored;
    if (order.providerSessionId && order.checkoutUrl) return { id: order.providerSessionId, url: order.checkoutUrl };
    // The provider charges (or holds) what the order stores: the lines and the delivery fee the rules decided.
    const session = await provider.createSession({
      ...request,
      lines: linesAsStored(request, order),
      totalCents: order.totalCents,
      heldCents: order.payment.heldCents,
      fulfilment: order.fulfilment,
      orderId: order.id,
      orderNumber: order.number,
    });
    // Cancelled while its session was being made: the new page is closed before anyone can pay on it.
    if (!(await orders.attachSession(order.id, session.id, session.url))) {
      await provider.closeSession(session.id);
      throw new RequestError(409, CLOSED_WHILE_STARTING);
    }
    return session;
  };
}

export type StartCheckout = ReturnType<typeof createCheckoutStarter>;

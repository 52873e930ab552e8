import { createHash } from 'node:crypto';
import { RequestError } from '../http/httpErrors';
import type { CheckoutSession, PaymentProvider } from '../payments/types';
import { IdempotencyConflictError, type OrderStore } from '../orders/orderStore';
import type { CheckoutOrder } from '../domain';
import { OutOfStockError } from '../stock/stockStore';

/** The shop's one currency. */
const CURRENCY = 'usd';

/** Everything a checkout asked for, hashed: a repeated key must repeat exactly this. */
function fingerprintOf(request: CheckoutOrder, provider: string): string {
  const asked = [provider, request.lines.map((l) => [l.productId, l.quantity, l.unitAmountCents]), request.successUrl, request.cancelUrl, request.customer, request.fulfilment];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/**
 * Starts a checkout: the pending order and its lines are stored first, taking their stock (one
 * transaction, keyed by the Idempotency-Key; 409 naming the product when too little is left), then the provider's session is created and recorded. The same key
 * returns the stored session, after a restart too; a key whose session was never created (the
 * provider failed) creates it now, with the same key, so the provider cannot create two.
 */
export function createCheckoutStarter(orders: OrderStore, provider: PaymentProvider) {
  return async function startCheckout(request: CheckoutOrder): Promise<CheckoutSession> {
    let stored;
    try {
      stored = await orders.createPendingOrder({
        lines: request.lines,
        totalCents: request.totalCents,
        currency: CURRENCY,
        customer: request.customer,
        fulfilment: request.fulfilment,
        provider: provider.name,
        idempotencyKey: request.idempotencyKey,
        fingerprint: fingerprintOf(request, provider.name),
      });
    } catch (error) {
      if (error instanceof IdempotencyConflictError || error instanceof OutOfStockError) throw new RequestError(409, error.message);
      throw error;
    }
    const { order } = stored;
    if (order.providerSessionId && order.checkoutUrl) return { id: order.providerSessionId, url: order.checkoutUrl };
    const session = await provider.createSession({ ...request, orderId: order.id, orderNumber: order.number });
    await orders.attachSession(order.id, session.id, session.url);
    return session;
  };
}

export type StartCheckout = ReturnType<typeof createCheckoutStarter>;

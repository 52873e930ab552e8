import { randomUUID } from 'node:crypto';
import type { CheckoutOrder } from '../checkout/types';
import { RequestError } from '../httpErrors';
import type { CheckoutSession, PaymentProvider } from './types';

/** A test payment waiting for the shopper's Pay or Cancel. */
export interface TestPayment {
  id: string;
  order: CheckoutOrder;
  createdAt: number;
}

const fingerprint = ({ lines, successUrl, cancelUrl }: CheckoutOrder) => JSON.stringify([lines, successUrl, cancelUrl]);

export const TEST_PAYMENT_PATH = '/api/test-payment';
/** Enough for a busy afternoon of local shopping; the oldest are forgotten first. */
const MAX_SESSIONS = 1000;
const SESSION_TTL_MS = 60 * 60 * 1000;

/**
 * The offline stand-in for Stripe (DESIGN.md section 4): sessions live in memory and are paid
 * on a page this service serves. Like Stripe, a repeated idempotency key returns the same session.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';
  private readonly sessions = new Map<string, TestPayment>();
  private readonly byIdempotencyKey = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {}

  async createSession(order: CheckoutOrder): Promise<CheckoutSession> {
    this.forgetExpired();
    const known = order.idempotencyKey ? this.find(this.byIdempotencyKey.get(order.idempotencyKey) ?? '') : undefined;
    // As Stripe does: a key names one request; reusing it for another order is a client bug.
    if (known && fingerprint(known.order) !== fingerprint(order)) {
      throw new RequestError(409, 'This Idempotency-Key was already used for a different checkout; send a new key for each attempt.');
    }
    const payment = known ?? this.store(order);
    return { id: payment.id, url: `${payment.order.siteOrigin}${TEST_PAYMENT_PATH}/${payment.id}` };
  }

  find(id: string): TestPayment | undefined {
    const payment = this.sessions.get(id);
    return payment && this.now() - payment.createdAt < SESSION_TTL_MS ? payment : undefined;
  }

  private store(order: CheckoutOrder): TestPayment {
    const payment: TestPayment = { id: `test_${randomUUID().replace(/-/g, '')}`, order, createdAt: this.now() };
    this.sessions.set(payment.id, payment);
    if (order.idempotencyKey) this.byIdempotencyKey.set(order.idempotencyKey, payment.id);
    return payment;
  }

  private forgetExpired() {
    for (const [id, payment] of this.sessions) {
      const expired = this.now() - payment.createdAt >= SESSION_TTL_MS;
      if (!expired && this.sessions.size < MAX_SESSIONS) break;
      this.sessions.delete(id);
      if (payment.order.idempotencyKey) this.byIdempotencyKey.delete(payment.order.idempotencyKey);
    }
  }
}

import { randomUUID } from 'node:crypto';
import { API_PATHS } from 'contract';
import { withSessionId } from '../../checkout/returnUrls';
import { RequestError } from '../../http/httpErrors';
import { CHECKOUT_HOLD_MS } from '../checkoutHold';
import type { LocalPayment, LocalPaymentStore } from './localPaymentStore';
import type { CheckoutSession, PaymentProvider, Refund, SessionClosing, SessionRequest, SessionState } from '../types';
import type { PaymentOutcome, StoredOrder } from '../../domain';

export const LOCAL_NOTHING_TO_REFUND = 'This order has no paid test payment to refund, so the order is unchanged.';

/**
 * A test payment left open this long expires, as this service's Stripe sessions do
 * (CHECKOUT_HOLD_MS): a shopper who walks away does not hold the stock the checkout took.
 */
const SESSION_TTL_MS = CHECKOUT_HOLD_MS;

export type LocalPaymentView = LocalPayment & { outcome: PaymentOutcome };

/**
 * The offline stand-in for Stripe: sessions are kept in the order store and paid on a page this
 * service serves. Like Stripe, one order has one session, and a session is settled only once.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';

  constructor(
    private readonly payments: LocalPaymentStore,
    private readonly now: () => number = Date.now,
  ) {}

  async createSession(request: SessionRequest): Promise<CheckoutSession> {
    const payment = await this.payments.open(request.orderId, request.successUrl, request.cancelUrl);
    return { id: payment.sessionId, url: `${request.siteOrigin}${API_PATHS.testPayment}/${payment.sessionId}` };
  }

  /** Closed, unless Pay came first; a session this provider never made has nothing to pay. */
  async closeSession(sessionId: string): Promise<SessionClosing> {
    return (await this.payments.close(sessionId)) === 'paid' ? 'completed' : 'closed';
  }

  async retrieveSession(sessionId: string): Promise<SessionState | null> {
    const payment = await this.find(sessionId);
    return payment && { outcome: payment.outcome, collected: null };
  }

  /**
   * No money moved, so none goes back: a paid test payment is refunded by saying so. The refund's
   * id (`test_refund_<uuid>`) is recorded with the order, as a real provider's would be.
   */
  async refund(order: StoredOrder): Promise<Refund> {
    const payment = order.providerSessionId ? await this.payments.find(order.providerSessionId) : null;
    if (payment?.state !== 'paid') throw new RequestError(502, LOCAL_NOTHING_TO_REFUND);
    return { id: `test_refund_${randomUUID()}` };
  }

  /** The session with what it amounts to: pending while open and young, else paid, cancelled or expired. */
  async find(sessionId: string): Promise<LocalPaymentView | null> {
    const payment = await this.payments.find(sessionId);
    if (!payment) return null;
    const expired = this.now() - payment.createdAt.getTime() >= SESSION_TTL_MS;
    const outcome: PaymentOutcome = payment.state === 'open' ? (expired ? 'expired' : 'pending') : payment.state;
    return { ...payment, outcome };
  }

  /** Pay or Cancel: true only for the one call that settled the session. */
  settle(sessionId: string, state: 'paid' | 'cancelled'): Promise<boolean> {
    return this.payments.settle(sessionId, state, new Date(this.now() - SESSION_TTL_MS));
  }

  /** Where Pay returns the shopper: the success page, told which session to confirm. */
  static successUrl(payment: LocalPayment): string {
    return withSessionId(payment.successUrl, payment.sessionId);
  }
}

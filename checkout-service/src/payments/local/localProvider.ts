import { randomUUID } from 'node:crypto';
import { API_PATHS } from 'contract';
import { chargedSessionOf } from '../chargedSession';
import { withSessionId } from '../../checkout/returnUrls';
import { RequestError } from '../../http/httpErrors';
import { CHECKOUT_HOLD_MS } from '../checkoutHold';
import { localHolds } from './localHolds';
import type { LocalPayment, LocalPaymentStore } from './localPaymentStore';
import type { CheckoutSession, PaymentProvider, Refund, SessionClosing, SessionRequest, SessionState } from '../types';
import type { PaymentOutcome, StoredOrder } from '../../domain';
import type { LocalPaymentState } from '../../store/schema';

export const LOCAL_NOTHING_TO_REFUND = 'This order has no paid test payment to refund, so the order is unchanged.';

/**
 * A test payment left open this long expires, as this service's Stripe sessions do
 * (CHECKOUT_HOLD_MS): a shopper who walks away does not hold the stock the checkout took.
 */
const SESSION_TTL_MS = CHECKOUT_HOLD_MS;

/**
 * What a settled session says of its payment: a hold placed, or later captured, is the order paid
 * (docs/decisions/weighed-produce.md); a hold given back is no payment to keep.
 */
const SETTLED_OUTCOMES: Record<Exclude<LocalPaymentState, 'open'>, PaymentOutcome> = {
  paid: 'paid',
  held: 'paid',
  captured: 'paid',
  released: 'cancelled',
  cancelled: 'cancelled',
  expired: 'expired',
};

export type LocalPaymentView = LocalPayment & { outcome: PaymentOutcome };

/**
 * The offline stand-in for Stripe: sessions are kept in the order store and paid on a page this
 * service serves. Like Stripe, one order has one session (and one more for a pay link), and a
 * session is settled only once.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';
  readonly capture: PaymentProvider['capture'];
  readonly releaseHold: PaymentProvider['releaseHold'];
  readonly createBalanceSession: PaymentProvider['createBalanceSession'];

  constructor(
    private readonly payments: LocalPaymentStore,
    private readonly now: () => number = Date.now,
  ) {
    ({ capture: this.capture, releaseHold: this.releaseHold, createBalanceSession: this.createBalanceSession } = localHolds(payments, now));
  }

  /** Pay takes the order's total, or places a hold for `heldCents` when a line is weighed. */
  async createSession(request: SessionRequest): Promise<CheckoutSession> {
    const payment = await this.payments.open(request.orderId, {
      purpose: 'order',
      amountCents: request.heldCents ?? request.totalCents,
      hold: request.heldCents !== null,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
    });
    return { id: payment.sessionId, url: `${request.siteOrigin}${API_PATHS.testPayment}/${payment.sessionId}` };
  }

  /** Closed, unless Pay came first; a session this provider never made has nothing to pay. */
  async closeSession(sessionId: string): Promise<SessionClosing> {
    const state = await this.payments.close(sessionId);
    return state !== null && state !== 'open' && SETTLED_OUTCOMES[state] === 'paid' ? 'completed' : 'closed';
  }

  async retrieveSession(sessionId: string): Promise<SessionState | null> {
    const payment = await this.find(sessionId);
    return payment && { outcome: payment.outcome, collected: null };
  }

  /**
   * No money moved, so none goes back: a paid test payment (or a captured hold) is refunded by
   * saying so. The refund's id (`test_refund_<uuid>`) is recorded with the order, as a real
   * provider's would be.
   */
  async refund(order: StoredOrder): Promise<Refund> {
    const sessionId = chargedSessionOf(order);
    const payment = sessionId ? await this.payments.find(sessionId) : null;
    if (payment?.state !== 'paid' && payment?.state !== 'captured') throw new RequestError(502, LOCAL_NOTHING_TO_REFUND);
    return { id: `test_refund_${randomUUID()}` };
  }

  /** The session with what it amounts to: pending while open and young (a pay link's stays open), else what it was settled as. */
  async find(sessionId: string): Promise<LocalPaymentView | null> {
    const payment = await this.payments.find(sessionId);
    if (!payment) return null;
    if (payment.state !== 'open') return { ...payment, outcome: SETTLED_OUTCOMES[payment.state] };
    const expired = payment.purpose === 'order' && this.now() - payment.createdAt.getTime() >= SESSION_TTL_MS;
    return { ...payment, outcome: expired ? 'expired' : 'pending' };
  }

  /** Pay (a charge, or a hold when the session holds) or Cancel: true only for the one call that settled the session. */
  settle(sessionId: string, state: 'paid' | 'cancelled'): Promise<boolean> {
    return this.payments.settle(sessionId, state, new Date(this.now() - SESSION_TTL_MS));
  }

  /** Where Pay returns the shopper: the success page, told which session to confirm. */
  static successUrl(payment: LocalPayment): string {
    return withSessionId(payment.successUrl, payment.sessionId);
  }
}

import type { CheckoutOrder, PaymentOutcome, StoredCustomer, StoredOrder } from '../domain';

/** Where the shopper's browser goes next to pay. */
export interface CheckoutSession {
  id: string;
  url: string;
}

/** A checkout with its stored order, ready to be paid. */
export interface SessionRequest extends CheckoutOrder {
  orderId: string;
  orderNumber: string;
  /**
   * With a weighed line: what the card is held for (the estimate plus the buffer), a hold the
   * provider places, not a charge (docs/decisions/weighed-produce.md); null: charged at once.
   */
  heldCents: number | null;
}

/** What taking the exact amount of a hold came to: taken (the rest released), or the hold had ended and nothing was taken. */
export type CaptureResult = 'captured' | 'lapsed';

/** Where a shopper pays the exact amount of an order whose card hold ended: the pay link's page. */
export interface BalanceRequest {
  order: StoredOrder;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  siteOrigin: string;
}

/** What the provider says about a session, and the customer details it collected, if any. */
export interface SessionState {
  outcome: PaymentOutcome;
  collected: Partial<StoredCustomer> | null;
}

/** A refund the provider accepted: the money goes back to the shopper. */
export interface Refund {
  id: string;
}

/**
 * What closing a session came to: `closed`, it can no longer be paid; `completed`, the shopper paid
 * (or a bank payment is under way) before it could be closed.
 */
export type SessionClosing = 'closed' | 'completed';

/** The one interface both payment providers implement. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createSession(request: SessionRequest): Promise<CheckoutSession>;
  /**
   * Closes a session so that it can no longer be paid: every cancel of a pending order asks this
   * first (docs/product.md#late-payments). A session already closed is `closed`; the provider's
   * failure is thrown as a RequestError (502) and the order stays as it was.
   */
  closeSession(sessionId: string): Promise<SessionClosing>;
  /** The session's state as the provider knows it; null for a session it does not know. */
  retrieveSession(sessionId: string): Promise<SessionState | null>;
  /**
   * Gives the whole payment of an order back. Resolves only once the provider accepted the
   * refund; otherwise throws a RequestError (502) whose sentence the staff can act on. Asking
   * again for the same order gives the same refund, never a second one.
   */
  refund(order: StoredOrder, reason: string): Promise<Refund>;
  /**
   * Takes `amountCents` (at most the hold) of an order's card hold and releases the rest, once:
   * asking again for the same order gives the same capture, never a second (its idempotency key is
   * the order's). `lapsed` when the hold had ended; a refusal or no answer is a RequestError (502).
   */
  capture(order: StoredOrder, amountCents: number): Promise<CaptureResult>;
  /** Gives an order's uncaptured hold back whole (an order cancelled or refunded before it was weighed), once. */
  releaseHold(order: StoredOrder): Promise<void>;
  /** A payment page for the exact amount of an order whose hold ended, charged at once; the same page while it is open. */
  createBalanceSession(request: BalanceRequest): Promise<CheckoutSession>;
}

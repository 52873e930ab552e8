import { API_PATHS } from 'contract';
import { RequestError } from '../../http/httpErrors';
import { cardHoldEndsAt } from '../cardHold';
import type { LocalPaymentStore } from './localPaymentStore';
import type { BalanceRequest, CaptureResult, CheckoutSession, PaymentProvider } from '../types';
import type { StoredOrder } from '../../domain';

export const LOCAL_NO_HOLD = 'This order has no test card hold, so nothing was charged or released and the order is unchanged.';
export const LOCAL_ABOVE_HOLD = 'The amount to charge is more than the test card hold, so nothing was charged and the order is unchanged.';
export const LOCAL_HOLD_CAPTURED = "This order's test card hold was already charged, so it cannot be released; refund the order instead.";

/**
 * The local provider's card holds (docs/decisions/weighed-produce.md), as Stripe's behave: a hold
 * is captured for at most its amount, once (asking again answers the same); it lapses when its 7
 * days ended before capture; a release gives it back whole; a pay link is a second session of the
 * order, for the exact amount, charged at once on Pay.
 */
export function localHolds(
  payments: LocalPaymentStore,
  now: () => number,
): Pick<PaymentProvider, 'capture' | 'releaseHold' | 'createBalanceSession'> {
  return {
    async capture(order: StoredOrder, amountCents: number): Promise<CaptureResult> {
      const held = await payments.byOrder(order.id, 'order');
      if (!held?.hold || held.state === 'open' || held.state === 'cancelled' || held.state === 'expired') {
        throw new RequestError(502, LOCAL_NO_HOLD);
      }
      if (held.state === 'captured') return 'captured';
      if (held.state === 'released') return 'lapsed';
      if (held.settledAt && now() >= cardHoldEndsAt(held.settledAt).getTime()) return 'lapsed';
      if (amountCents > held.amountCents) throw new RequestError(502, LOCAL_ABOVE_HOLD);
      const { payment } = await payments.capture(order.id, amountCents);
      // A release that came first wins, as Stripe's cancel would.
      return payment?.state === 'captured' ? 'captured' : 'lapsed';
    },

    async releaseHold(order: StoredOrder): Promise<void> {
      const { payment } = await payments.release(order.id);
      if (!payment?.hold) throw new RequestError(502, LOCAL_NO_HOLD);
      if (payment.state === 'captured') throw new RequestError(502, LOCAL_HOLD_CAPTURED);
    },

    async createBalanceSession({ order, amountCents, successUrl, cancelUrl, siteOrigin }: BalanceRequest): Promise<CheckoutSession> {
      const payment = await payments.open(order.id, { purpose: 'balance', amountCents, hold: false, successUrl, cancelUrl });
      return { id: payment.sessionId, url: `${siteOrigin}${API_PATHS.testPayment}/${payment.sessionId}` };
    },
  };
}

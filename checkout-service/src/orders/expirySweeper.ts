import { CHECKOUT_HOLD_MS } from '../payments/checkoutHold';
import type { Logger } from '../logger';
import type { MailComposer } from '../mail/compose';
import { repeating } from '../repeating';
import type { CloseCheckout } from './closeCheckout';
import type { OrderStore } from './orderStore';

/** How often the sweeper looks; stock comes back at most this long after a checkout's hold ends. */
const SWEEP_EVERY_MS = 60_000;
/** Past the hold, the provider has had time to expire the session on its side too. */
const GRACE_MS = 60_000;
const BATCH = 50;
const HOLD_ENDED = 'the checkout was not paid within its 30 minutes';

/**
 * Gives back the stock of checkouts nobody paid (docs/product.md#stock). A shopper who walks away
 * never comes back to tell us, and Stripe's expiry webhook may be missing or late: every minute,
 * each order still pending past its hold is closed (src/orders/closeCheckout.ts): its payment page
 * is closed at the provider first, then the order expires, unless it was paid after all; an order
 * whose session was never created expires at once, with what `mail` composes for an expiry.
 * Replicas may sweep together: every change is conditional.
 */
export function createExpirySweeper({
  orders,
  closeCheckout,
  mail,
  log,
  now = Date.now,
}: {
  orders: OrderStore;
  closeCheckout: CloseCheckout;
  mail: MailComposer;
  log: Logger;
  now?: () => number;
}) {
  /** One pass over the overdue orders; returns how many it moved out of pending. */
  async function sweepOnce(): Promise<number> {
    const overdue = await orders.pendingCreatedBefore(new Date(now() - CHECKOUT_HOLD_MS - GRACE_MS), BATCH);
    let settled = 0;
    for (const order of overdue) {
      try {
        const changed = order.providerSessionId
          ? (await closeCheckout(order, 'expired', 'system', HOLD_ENDED)).order.status !== 'pending'
          : await orders.expireUnstarted(order.id, mail('expired'));
        if (changed) settled++;
      } catch (error) {
        // The provider did not answer: the order stays pending and is asked about again next round.
        log(`Could not settle the overdue checkout of order ${order.number}`, error);
      }
    }
    return settled;
  }

  const loop = repeating(sweepOnce, SWEEP_EVERY_MS, (error) => log('The expiry sweeper could not read the orders', error));

  return { sweepOnce, start: loop.start, stop: loop.stop };
}

export type ExpirySweeper = ReturnType<typeof createExpirySweeper>;

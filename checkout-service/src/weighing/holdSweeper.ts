import type { Logger } from '../logger';
import type { OrderStore } from '../orders/orderStore';
import type { PaymentProvider } from '../payments/types';
import { repeating } from '../repeating';

/**
 * How often the sweeper looks: a hold is marked lapsed at most this long after it ends, and the
 * office's list of holds ending within a day is never more than this late.
 */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Marks the card holds that ended before their order was weighed (docs/decisions/weighed-produce.md,
 * step 5): `held` → `lapsed` with an event each, so the office follows them and the weights send a
 * pay link instead of a capture. Each is then given back at the provider, so no authorisation
 * dangles on the shopper's card until the bank drops it; a release that fails is logged and left
 * to the provider's own expiry. Replicas may sweep together: the marking is one conditional update.
 */
export function createHoldSweeper({
  orders,
  provider,
  log,
  now = Date.now,
}: {
  orders: Pick<OrderStore, 'markLapsed'>;
  provider: PaymentProvider;
  log: Logger;
  now?: () => number;
}) {
  /** One pass; returns how many holds it marked lapsed. */
  async function sweepOnce(): Promise<number> {
    const lapsed = await orders.markLapsed(new Date(now()));
    for (const order of lapsed) {
      if (order.provider !== provider.name) continue;
      try {
        await provider.releaseHold(order);
      } catch (error) {
        log(`Could not release the lapsed card hold of order ${order.number}`, error);
      }
    }
    return lapsed.length;
  }

  const loop = repeating(sweepOnce, SWEEP_EVERY_MS, (error) => log('The hold sweeper could not read the orders', error));

  return { sweepOnce, start: loop.start, stop: loop.stop };
}

export type HoldSweeper = ReturnType<typeof createHoldSweeper>;

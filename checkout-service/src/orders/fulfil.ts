import type { PaymentProvider } from '../payments/types';
import type { OrderStore } from './orderStore';
import type { StoredOrder } from '../domain';

interface FulfilResult {
  /** The order after the call; null when no order has this session. */
  order: StoredOrder | null;
  /** This call moved the order out of pending. */
  transitioned: boolean;
  /** The event was seen before: nothing was done. */
  duplicateEvent: boolean;
}

export type Fulfil = (sessionId: string, event?: { id: string; type: string }) => Promise<FulfilResult>;

/**
 * The one way an order leaves pending: ask the provider what became of the session and apply
 * it, exactly once, whoever calls (the webhook, the success page, the local Pay button) and
 * however often. The provider is asked outside any transaction; the change itself is atomic.
 */
export function createFulfil(orders: OrderStore, provider: PaymentProvider): Fulfil {
  return async (sessionId, event) => {
    const order = await orders.findBySession(sessionId);
    if (!order || order.status !== 'pending') {
      // Still recorded, so a replay of this event is recognised and not acted on or logged again.
      const { duplicateEvent } = event ? await orders.applyOutcome({ sessionId, outcome: 'pending', event }) : { duplicateEvent: false };
      return { order, transitioned: false, duplicateEvent };
    }
    const state = await provider.retrieveSession(sessionId);
    const outcome = state?.outcome ?? 'pending';
    const result = await orders.applyOutcome({ sessionId, outcome, collected: state?.collected, event });
    // A concurrent caller may have applied the same outcome first: read what is stored now.
    return { order: outcome === 'pending' ? order : await orders.findBySession(sessionId), ...result };
  };
}

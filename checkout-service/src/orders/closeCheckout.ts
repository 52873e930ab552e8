import type { MailComposer } from '../mail/compose';
import type { PaymentProvider } from '../payments/types';
import type { StoredOrder } from '../domain';
import type { Fulfil } from './fulfil';
import type { OrderStore } from './orderStore';

/** How a pending order ends without payment when the shop, not the provider, ends it. */
export type ClosingStatus = 'cancelled' | 'expired';

export interface ClosedCheckout {
  /** The order as stored after the call. */
  order: StoredOrder;
  /** This call moved it out of pending; otherwise it was paid first, or someone else closed it. */
  closed: boolean;
}

/**
 * The one way the shop ends a pending order: the staff's cancel, the expiry sweeper, a newer
 * checkout from the same browser, the shopper leaving the payment page. The provider's session is
 * closed first, so it can no longer take money (docs/product.md#late-payments); if the shopper paid
 * before it could be closed, the payment is applied instead and the order stays paid with its stock.
 * Only then does the order change, giving its stock back and writing what `mail` composes for it,
 * in one conditional transaction.
 */
export function createCheckoutCloser(orders: OrderStore, provider: PaymentProvider, mail: MailComposer, fulfil: Fulfil) {
  return async function closeCheckout(order: StoredOrder, to: ClosingStatus, actor: string, note: string | null): Promise<ClosedCheckout> {
    if (order.providerSessionId && order.provider === provider.name) {
      const closing = await provider.closeSession(order.providerSessionId);
      if (closing === 'completed') {
        const { order: now } = await fulfil(order.providerSessionId);
        return { order: now ?? order, closed: false };
      }
    }
    const closed = await orders.changeStatus({ orderId: order.id, from: 'pending', to, actor, note }, mail(to));
    return { order: (await orders.findById(order.id)) ?? order, closed };
  };
}

export type CloseCheckout = ReturnType<typeof createCheckoutCloser>;

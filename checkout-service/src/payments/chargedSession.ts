import type { StoredOrder } from '../domain';

/**
 * The provider's session that took an order's money, which a refund gives back: the order's own,
 * or, once a shopper paid the exact amount by the pay link after the card's hold ended, that
 * link's session (docs/decisions/weighed-produce.md); the order's own hold then took nothing.
 */
export const chargedSessionOf = (order: StoredOrder): string | null =>
  order.payment.state === 'captured' && order.balanceSessionId !== null ? order.balanceSessionId : order.providerSessionId;

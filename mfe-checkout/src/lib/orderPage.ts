import { orderByTokenPath, ShopperOrderPageSchema, type ShopperOrderPage } from 'contract';

/** What one look-up of an order page found: the order, no order for that link, or no usable answer. */
export type OrderPageLookup = { kind: 'found'; order: ShopperOrderPage } | { kind: 'missing' } | { kind: 'unreachable' };

/** Asks the service for the order behind a page token (the shopper's private link). */
export async function lookUpOrderPage(token: string, fetchImpl: typeof fetch): Promise<OrderPageLookup> {
  try {
    const response = await fetchImpl(orderByTokenPath(token), { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'unreachable' };
    const parsed = ShopperOrderPageSchema.safeParse(await response.json());
    return parsed.success ? { kind: 'found', order: parsed.data } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

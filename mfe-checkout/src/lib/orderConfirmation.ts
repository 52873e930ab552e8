import { orderBySessionPath, ShopperOrderSchema, type ShopperOrder } from 'contract';

/** What one look-up found: the order, no order for that session, or no usable answer. */
export type Lookup = { kind: 'found'; order: ShopperOrder } | { kind: 'missing' } | { kind: 'unreachable' };

/** Asks the service what became of the payment with this session id. */
export async function lookUpOrder(sessionId: string, fetchImpl: typeof fetch): Promise<Lookup> {
  try {
    const response = await fetchImpl(orderBySessionPath(sessionId), { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'unreachable' };
    // An answer that is not the contract's shopper order is no answer the page can show.
    const parsed = ShopperOrderSchema.safeParse(await response.json());
    return parsed.success ? { kind: 'found', order: parsed.data } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

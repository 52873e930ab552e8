import { useCallback, useEffect, useState } from 'react';
import { requestJson } from 'shared';
import { orderBySessionPath, ShopperOrderSchema, type ShopperOrder } from 'contract';
import { RECHECK_DELAYS_MS } from '../data/confirmation';

/**
 * Where the success page stands:
 * - `checking`: the first answer has not come;
 * - `confirming`: the payment is pending (or the service did not answer) and the page asks again;
 * - `paid`, `not-paid` (failed, expired or cancelled): the order's final word;
 * - `none`: no session in the address, or no order for it;
 * - `waiting`: still pending after every re-check; `unreachable`: no answer after every re-check.
 */
export type Confirmation =
  | { kind: 'checking' }
  | { kind: 'confirming'; order: ShopperOrder | null }
  | { kind: 'paid'; order: ShopperOrder }
  | { kind: 'not-paid'; order: ShopperOrder }
  | { kind: 'none' }
  | { kind: 'waiting'; order: ShopperOrder }
  | { kind: 'unreachable' };

/** Asks for the payment of `sessionId`, and again with growing delays while it is not settled. */
export function useOrderConfirmation(sessionId: string | null) {
  const [state, setState] = useState<Confirmation>(sessionId ? { kind: 'checking' } : { kind: 'none' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sessionId) return;
    const cancel = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastOrder: ShopperOrder | null = null;

    const ask = async (attempt: number) => {
      const found = await requestJson(orderBySessionPath(sessionId), { schema: ShopperOrderSchema, signal: cancel.signal });
      if (cancel.signal.aborted) return;
      // No order for that session; any other failure is no usable answer, and is asked again.
      if (!found.ok && found.status === 404) return setState({ kind: 'none' });
      if (found.ok) {
        lastOrder = found.data;
        if (found.data.status === 'paid') return setState({ kind: 'paid', order: found.data });
        if (found.data.status !== 'pending') return setState({ kind: 'not-paid', order: found.data });
      }
      if (attempt >= RECHECK_DELAYS_MS.length) return setState(lastOrder ? { kind: 'waiting', order: lastOrder } : { kind: 'unreachable' });
      setState({ kind: 'confirming', order: lastOrder });
      timer = setTimeout(() => void ask(attempt + 1), RECHECK_DELAYS_MS[attempt]);
    };
    void ask(0);
    return () => {
      cancel.abort();
      clearTimeout(timer);
    };
  }, [sessionId, round]);

  /** Starts the checks over, for the shopper's "Check again". */
  const checkAgain = useCallback(() => {
    setState({ kind: 'checking' });
    setRound((n) => n + 1);
  }, []);

  return { state, checkAgain };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { cart, notify } from 'shared';
import { newIdempotencyKey } from './idempotencyKey';
import { startPayment, type PaymentDeps } from './startPayment';

/** What the page gives Pay: its checks, and what to do when the service refuses the cart for stock. */
export type PageChecks = Pick<PaymentDeps, 'checkBilling' | 'checkFulfilment' | 'checkMinimum' | 'onStockRefusal' | 'onDayRefusal'>;

/**
 * The Pay button's state. The ref blocks a second click before React re-renders the disabled
 * button; after a successful start the button stays disabled while the browser leaves.
 */
export function usePayment({ checkBilling, checkFulfilment, checkMinimum, onStockRefusal, onDayRefusal }: PageChecks) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  // Coming back with the browser's Back button may restore this page from the back/forward cache, button still disabled.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const pay = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const leaving = await startPayment(cart.getItems(), {
      fetch: window.fetch.bind(window),
      origin: window.location.origin,
      newKey: () => newIdempotencyKey(),
      navigate: (url) => window.location.assign(url),
      showError: (message) => notify.error(message),
      checkBilling,
      checkFulfilment,
      checkMinimum,
      onStockRefusal,
      onDayRefusal,
    });
    if (!leaving) {
      inFlight.current = false;
      setBusy(false);
    }
  }, [checkBilling, checkFulfilment, checkMinimum, onStockRefusal, onDayRefusal]);

  return { pay, busy };
}

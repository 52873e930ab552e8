import type { Ref } from 'react';
import { FaLock } from 'react-icons/fa6';
import { usePayment, type PageChecks } from '../lib/usePayment';
import './payButton.css';

interface PayButtonProps {
  /** The page's checks (the billing form, the pickup day): each shows its errors, and gives the details when complete. */
  checks: PageChecks;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Starts the payment; disabled while the request is in flight, so it cannot fire twice. */
export function PayButton({ checks, buttonRef }: PayButtonProps) {
  const { pay, busy } = usePayment(checks);
  return (
    <div className="checkout-pay">
      <button
        ref={buttonRef}
        type="button"
        className="tv-button tv-button--harvest checkout-pay__button"
        onClick={pay}
        disabled={busy}
        aria-busy={busy}
      >
        <FaLock aria-hidden="true" />
        {busy ? 'Starting checkout…' : 'Pay with Stripe'}
      </button>
      <p className="checkout-pay__note">You continue to the secure payment page, then come back here once the payment is done.</p>
    </div>
  );
}

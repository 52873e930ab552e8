import { FaLock } from 'react-icons/fa6';
import { usePayWithStripe } from '../lib/usePayWithStripe';
import './payWithStripe.css';

/** Starts the payment; disabled while the request is in flight, so it cannot fire twice. */
export function PayWithStripe() {
  const { pay, busy } = usePayWithStripe();
  return (
    <div className="checkout-pay">
      <button type="button" className="tv-button tv-button--harvest checkout-pay__button" onClick={pay} disabled={busy} aria-busy={busy}>
        <FaLock aria-hidden="true" />
        {busy ? 'Starting checkout…' : 'Pay with Stripe'}
      </button>
      <p className="checkout-pay__note">You continue to the secure payment page, then come back here once the payment is done.</p>
    </div>
  );
}

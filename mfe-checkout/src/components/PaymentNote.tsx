import { paymentSummary, WEIGHING_SENTENCES, type OrderPayment } from 'contract';
import { WEIGHING_TEXTS } from '../data/weighingTexts';

interface PaymentNoteProps {
  status: string;
  payment: OrderPayment;
  /** The pay link of an order whose hold ended (orderBalancePayment), or null when this browser has none. */
  payPath: string | null;
}

/**
 * What became of the card of an order with weighed produce (docs/decisions/weighed-produce.md):
 * held until weighed, then charged the exact amount with the rest released; a hold that ended is
 * paid by a link. Nothing for an order charged at once or not paid.
 */
export function PaymentNote({ status, payment, payPath }: PaymentNoteProps) {
  const summary = paymentSummary(status, payment);
  if (summary === null) return null;
  const { state, heldCents, chargedCents } = payment;
  let note;
  switch (state) {
    case 'held':
      note = <p>{heldCents === null ? summary : WEIGHING_SENTENCES.hold(heldCents)}</p>;
      break;
    case 'captured':
      note = (
        <p>
          <strong data-testid="payment-charged">{summary}</strong>
          {heldCents !== null && chargedCents !== null && heldCents > chargedCents && (
            <> {WEIGHING_TEXTS.released(heldCents - chargedCents)}</>
          )}
        </p>
      );
      break;
    case 'lapsed':
      note = <p>{WEIGHING_TEXTS.lapsed}</p>;
      break;
    case 'pay_link_sent':
      note =
        chargedCents === null ? (
          <p>{summary}</p>
        ) : (
          <>
            <p>{WEIGHING_TEXTS.payDue(chargedCents)}</p>
            {/* A plain link: the service answers this GET with a redirect to the payment page. */}
            {payPath ? (
              <a href={payPath} className="tv-button">
                {WEIGHING_TEXTS.payLink(chargedCents)}
              </a>
            ) : (
              <p>{WEIGHING_TEXTS.payLinkByMail}</p>
            )}
          </>
        );
      break;
    default:
      note = <p>{summary}</p>;
  }
  return (
    <div className="order-payment" data-testid="order-payment">
      {note}
    </div>
  );
}

import { useState } from 'react';
import { notify } from 'shared';
import type { Message, OrderDetail } from 'contract';
import { ORDER_TEXTS } from '../data/officeTexts';
import { formatMoment } from '../lib/dates';
import { resendMessage } from '../lib/orderActions';

const TEXTS = ORDER_TEXTS.messages;

/** How sending went, in words: Waiting to send, Sent <when>, or Failed: <why>. */
function State({ message }: { message: Message }) {
  if (message.status === 'sent' && message.sentAt) {
    return (
      <>
        {TEXTS.sent} <time dateTime={message.sentAt}>{formatMoment(message.sentAt)}</time>
      </>
    );
  }
  if (message.status === 'failed') return <>{TEXTS.failed(message.lastError ?? '')}</>;
  return <>{TEXTS.waiting}</>;
}

interface OrderMessagesProps {
  number: string;
  /** The order's e-mails, oldest first, as the service sends them. */
  messages: readonly Message[];
  /** The order as the service returned it after a resend. */
  onChanged: (detail: OrderDetail) => void;
}

/**
 * The order's e-mails (the outbox, docs/decisions/mail-outbox.md): to whom, what, how sending went
 * and how often it was tried. Resend writes a new copy to send; the one resent keeps its history.
 */
export function OrderMessages({ number, messages, onChanged }: OrderMessagesProps) {
  const [busy, setBusy] = useState<string | null>(null);

  const resend = async (message: Message) => {
    setBusy(message.id);
    const result = await resendMessage(number, message.id);
    setBusy(null);
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    notify.success(TEXTS.resent(message.subject));
    onChanged(result.data);
  };

  return (
    <section className="office-card office-no-print" aria-labelledby="office-messages-title">
      <h2 id="office-messages-title">{TEXTS.heading}</h2>
      {messages.length === 0 ? (
        <p>{TEXTS.none}</p>
      ) : (
        <ul className="office-messages">
          {messages.map((message) => (
            <li key={message.id} data-testid="order-message">
              <span className="office-messages__what">
                <span className="office-messages__subject">{message.subject}</span>
                <span className="office-messages__meta">
                  {TEXTS.to} {message.to}
                </span>
                <span className={`office-messages__meta office-messages__state--${message.status}`}>
                  <State message={message} /> · {TEXTS.attempts(message.attempts)}
                </span>
              </span>
              <button
                type="button"
                className="tv-button tv-button--outline office-button"
                aria-label={TEXTS.resendLabel(message.subject)}
                disabled={busy !== null}
                onClick={() => resend(message)}
              >
                {TEXTS.resend}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

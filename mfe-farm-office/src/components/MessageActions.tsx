import { useRef, useState } from 'react';
import { notify } from 'shared';
import { CONTACT_MESSAGE_STATUS_LABELS, type ContactMessage, type ContactMessageStatus } from 'contract';
import { MESSAGE_ACTIONS, MESSAGE_TEXTS } from '../data/inboxTexts';
import { changeMessageStatus } from '../lib/visitorActions';

interface MessageActionsProps {
  message: ContactMessage;
  /** The message as the service answered it after the change. */
  onChanged: (detail: { message: ContactMessage }) => void;
}

/** Mark answered or spam, or new again: one button for each state the message may take next. */
export function MessageActions({ message, onChanged }: MessageActionsProps) {
  const [busy, setBusy] = useState(false);
  const section = useRef<HTMLElement>(null);

  const mark = async (to: ContactMessageStatus) => {
    if (busy) return;
    setBusy(true);
    const result = await changeMessageStatus(message.id, to);
    setBusy(false);
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    notify.success(MESSAGE_TEXTS.changed(result.data.message.name, CONTACT_MESSAGE_STATUS_LABELS[result.data.message.status]));
    onChanged(result.data);
    // The pressed button gives way to the new state's: a keyboard user goes on from its first.
    requestAnimationFrame(() => section.current?.querySelector('button')?.focus());
  };

  return (
    <section ref={section} className="office-card" aria-labelledby="office-message-actions">
      <h2 id="office-message-actions">{MESSAGE_TEXTS.actions}</h2>
      <div className="office-actions__buttons">
        {MESSAGE_ACTIONS[message.status].map(({ to, label }) => (
          <button
            key={to}
            type="button"
            className={`tv-button office-button${to === 'spam' ? ' tv-button--outline' : ''}`}
            aria-disabled={busy || undefined}
            onClick={() => void mark(to)}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { Field, notify } from 'shared';
import { formatCents, ORDER_TRANSITIONS } from 'contract';
import { ORDER_TEXTS } from '../data/officeTexts';
import { isConflict, refund } from '../lib/orderActions';
import type { OrderActionProps } from './StatusActions';

const TEXTS = ORDER_TEXTS.refund;

/**
 * Refund, in two steps: the button opens a confirmation that asks for the reason (kept in the
 * order's history) and says what will happen; only its own button sends the refund. Money leaves
 * the farm here, so a click alone never does it.
 */
export function RefundAction({ order, onChanged, onStale }: OrderActionProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  if (!ORDER_TRANSITIONS[order.status].includes('refunded')) return null;
  const total = formatCents(order.totalCents);

  const close = () => {
    setOpen(false);
    setMissing(false);
    // Focus goes back where it came from, not to the top of the page.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      form.current?.querySelector('textarea')?.focus();
      return;
    }
    setBusy(true);
    const result = await refund(order.number, reason.trim());
    setBusy(false);
    if (result.ok) {
      notify.success(TEXTS.done(order.number));
      setOpen(false);
      onChanged(result.data);
      return;
    }
    notify.error(result.error);
    if (isConflict(result)) {
      setOpen(false);
      onStale();
    }
  };

  if (!open) {
    return (
      <div className="office-refund">
        <button
          ref={opener}
          type="button"
          className="tv-button tv-button--outline office-button office-button--danger"
          onClick={() => setOpen(true)}
        >
          {TEXTS.open}
        </button>
      </div>
    );
  }
  return (
    <form ref={form} className="office-refund office-refund--open" aria-labelledby="office-refund-title" onSubmit={submit} noValidate>
      <h3 id="office-refund-title">{TEXTS.heading}</h3>
      <p>{TEXTS.warning(total)}</p>
      <Field
        as="textarea"
        label={TEXTS.reason}
        name="reason"
        rows={3}
        required
        autoFocus
        error={missing && !reason.trim() ? TEXTS.reasonMissing : undefined}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="office-actions__buttons">
        <button type="submit" className="tv-button office-button office-button--danger" disabled={busy}>
          {TEXTS.confirm(total)}
        </button>
        <button type="button" className="tv-button tv-button--outline office-button" onClick={close}>
          {TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}

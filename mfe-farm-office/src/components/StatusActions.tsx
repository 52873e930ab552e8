import { useState } from 'react';
import { Field, notify } from 'shared';
import { ORDER_STATUS_LABELS, type OrderDetail, type OrderStatus, type StaffOrder } from 'contract';
import { ORDER_TEXTS } from '../data/officeTexts';
import { manualNextStatuses } from '../lib/fulfilment';
import { changeStatus, isConflict } from '../lib/orderActions';

export interface OrderActionProps {
  order: StaffOrder;
  /** The order as the service returned it after the change. */
  onChanged: (detail: OrderDetail) => void;
  /** The order moved under the page (a 409): ask for it again. */
  onStale: () => void;
}

/**
 * A button for each status the order may move to next (ORDER_TRANSITIONS, for its way of reaching
 * the customer), with an optional note for its history. Refunds are not among them: they have
 * their own action, with a reason.
 */
export function StatusActions({ order, onChanged, onStale }: OrderActionProps) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const next = manualNextStatuses(order);

  const move = async (to: OrderStatus) => {
    setBusy(true);
    const result = await changeStatus(order.number, to, note.trim());
    setBusy(false);
    if (result.ok) {
      setNote('');
      notify.success(ORDER_TEXTS.changed(order.number, ORDER_STATUS_LABELS[result.data.order.status]));
      onChanged(result.data);
      return;
    }
    // Someone else moved it first: say so in the service's words, and show the order as it is now.
    notify.error(result.error);
    if (isConflict(result)) onStale();
  };

  if (next.length === 0) return null;
  return (
    <div className="office-actions">
      <Field
        as="textarea"
        label={ORDER_TEXTS.note}
        name="note"
        rows={2}
        hint={ORDER_TEXTS.noteHint}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="office-actions__buttons">
        {next.map((status) => (
          <button key={status} type="button" className="tv-button office-button" disabled={busy} onClick={() => move(status)}>
            {ORDER_TEXTS.markAs(ORDER_STATUS_LABELS[status])}
          </button>
        ))}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Field, notify } from 'shared';
import {
  BOX_REQUEST_STATUS_LABELS,
  BOX_REQUEST_TRANSITIONS,
  VISITOR_NOTE_MAX_LENGTH,
  type BoxRequestStatus,
  type BoxRequestView,
} from 'contract';
import { BOX_REQUEST_ACTION_LABELS, BOX_REQUEST_TEXTS } from '../data/boxRequestTexts';
import { changeBoxRequestStatus } from '../lib/visitorActions';

const T = BOX_REQUEST_TEXTS;

interface BoxRequestActionsProps {
  request: BoxRequestView;
  onChanged: (request: BoxRequestView) => void;
  onStale: () => void;
}

/** A button for each step BOX_REQUEST_TRANSITIONS allows from the request's state, with an optional note kept with it. */
export function BoxRequestActions({ request, onChanged, onStale }: BoxRequestActionsProps) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const next = BOX_REQUEST_TRANSITIONS[request.status];

  const move = async (to: BoxRequestStatus) => {
    if (busy) return;
    setBusy(true);
    const result = await changeBoxRequestStatus(request.id, to, note.trim());
    setBusy(false);
    if (result.ok) {
      setNote('');
      notify.success(T.changed(result.data.request.name, BOX_REQUEST_STATUS_LABELS[result.data.request.status]));
      onChanged(result.data.request);
      return;
    }
    notify.error(result.error);
    if (result.code === 'state_conflict') onStale();
  };

  if (next.length === 0) return <p className="tv-muted">{T.noMoreSteps}</p>;
  return (
    <div className="office-actions office-no-print">
      <Field
        as="textarea"
        label={T.note}
        name="note"
        rows={2}
        maxLength={VISITOR_NOTE_MAX_LENGTH}
        hint={T.noteHint}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="office-actions__buttons">
        {next.map((to) => (
          <button
            key={to}
            type="button"
            className={`tv-button office-button${to === 'declined' ? ' tv-button--outline office-button--danger' : ''}`}
            aria-disabled={busy || undefined}
            onClick={() => void move(to)}
          >
            {BOX_REQUEST_ACTION_LABELS[to]}
            <span className="tv-visually-hidden"> ({request.name})</span>
          </button>
        ))}
      </div>
    </div>
  );
}

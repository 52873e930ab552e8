import { useEffect, useRef, useState } from 'react';
import { notify } from 'shared';
import type { PrivacyErasure, PrivacyReport } from 'contract';
import { ERASED_KINDS, PRIVACY_TEXTS } from '../data/privacyTexts';
import { erasePrivacy } from '../lib/visitorActions';

const T = PRIVACY_TEXTS.erase;

/** Whether the report holds anything the erasure would delete (orders never are). */
const hasErasable = (report: PrivacyReport) =>
  report.contactMessages.length + report.boxRequests.length + report.comments.length + report.outboxMessages > 0 ||
  report.newsletter !== null;

/**
 * Deleting, in two steps: the first button only opens a warning that names the address; its own
 * button deletes. Nothing deleted comes back, so one click never does it.
 */
export function PrivacyErasureStep({ report, onErased }: { report: PrivacyReport; onErased: (erasure: PrivacyErasure) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const warning = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) warning.current?.focus();
  }, [open]);

  if (!hasErasable(report)) return <p>{PRIVACY_TEXTS.nothing}</p>;

  const erase = async () => {
    if (busy) return;
    setBusy(true);
    const result = await erasePrivacy(report.email);
    setBusy(false);
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    notify.success(T.done(report.email));
    onErased(result.data);
  };
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="tv-button tv-button--outline office-button office-button--danger"
        onClick={() => setOpen(true)}
      >
        {T.open}
      </button>
    );
  }
  return (
    <div className="office-privacy__confirm" role="group" aria-labelledby="office-privacy-confirm">
      <h3 id="office-privacy-confirm" ref={warning} tabIndex={-1}>
        {T.heading}
      </h3>
      <p>{T.warning(report.email)}</p>
      <div className="office-actions__buttons">
        <button type="button" className="tv-button office-button office-button--danger" aria-disabled={busy || undefined} onClick={erase}>
          {busy ? T.erasing : T.confirm(report.email)}
        </button>
        <button type="button" className="tv-button tv-button--outline office-button" onClick={close}>
          {T.cancel}
        </button>
      </div>
    </div>
  );
}

/** What the erasure deleted, kind by kind, and the orders it kept. */
export function ErasureDone({ email, erasure }: { email: string; erasure: PrivacyErasure }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="office-card" aria-labelledby="office-privacy-erased" data-testid="privacy-erased">
      <h2 id="office-privacy-erased" ref={heading} tabIndex={-1}>
        {T.doneHeading(email)}
      </h2>
      <ul className="office-privacy__records">
        {ERASED_KINDS.map(({ key, says }) => (
          <li key={key}>{says(erasure.deleted[key])}</li>
        ))}
      </ul>
      <p>{T.kept(erasure.keptOrders)}</p>
    </section>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from 'shared';
import type { PrivacyErasure, PrivacyReport } from 'contract';
import { PRIVACY_TEXTS } from '../data/privacyTexts';
import { findPrivacyReport } from '../lib/visitorActions';
import { ErasureDone, PrivacyErasureStep } from './PrivacyErasure';
import { PrivacyReportView } from './PrivacyReportView';
import './privacy.css';

const T = PRIVACY_TEXTS;

type Found = { kind: 'report'; report: PrivacyReport } | { kind: 'erased'; email: string; erasure: PrivacyErasure };

/**
 * Find everything stored about an address, then, if its owner asks, delete it. The address stays
 * out of the page's URL (it is personal data, and URLs end up in histories and logs).
 */
export function PrivacyLookup() {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  // The answer is below the form: a screen reader or keyboard user is taken to it, once, as it
  // renders. Not in a later frame, which could land after the user had moved on (to the delete step).
  useEffect(() => {
    if (found?.kind === 'report') reportHeading.current?.focus();
  }, [found]);

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      setMissing(true);
      form.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await findPrivacyReport(address);
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error);
      setFound(null);
      return;
    }
    setFound({ kind: 'report', report: result.data });
  };

  return (
    <div className="office-privacy">
      <p className="office-privacy__intro">{T.intro}</p>
      <form ref={form} className="office-privacy__find" onSubmit={find} noValidate aria-label={T.title}>
        <Field
          label={T.email}
          name="email"
          type="email"
          autoComplete="off"
          required
          error={missing && !email.trim() ? T.emailMissing : undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="tv-button office-button" aria-disabled={busy || undefined}>
          {busy ? T.finding : T.find}
        </button>
      </form>
      <div className="office-alert" role="alert">
        {problem && <p>{problem}</p>}
      </div>
      {found?.kind === 'report' && (
        <section className="office-card" aria-labelledby="office-privacy-report">
          <h2 id="office-privacy-report" ref={reportHeading} tabIndex={-1}>
            {T.reportHeading(found.report.email)}
          </h2>
          <PrivacyReportView report={found.report} />
          <PrivacyErasureStep
            key={found.report.email}
            report={found.report}
            onErased={(erasure) => setFound({ kind: 'erased', email: found.report.email, erasure })}
          />
        </section>
      )}
      {found?.kind === 'erased' && <ErasureDone email={found.email} erasure={found.erasure} />}
    </div>
  );
}

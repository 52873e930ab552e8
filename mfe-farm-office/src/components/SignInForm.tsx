import { useRef, useState, type FormEvent } from 'react';
import { Field } from 'shared';
import { OFFICE_TEXTS } from '../data/officeTexts';
import { signIn } from '../lib/staffSession';

const TEXTS = OFFICE_TEXTS.signIn;

interface SignInFormProps {
  /** Whether the service has yet to say if someone is signed in already. */
  checking: boolean;
  /** Something to say before anyone types (the session ended, the service is down). */
  notice?: string | undefined;
}

/**
 * The staff sign-in: e-mail and password, sent to the service, whose refusal (a wrong password,
 * too many attempts) is shown as it wrote it. Nothing typed is cleared on a refusal: a typo in the
 * e-mail is corrected, not typed again.
 */
export function SignInForm({ checking, notice }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(TEXTS.missing);
      return;
    }
    setBusy(true);
    const result = await signIn(email.trim(), password);
    // Signed in: the page replaces this form. Refused: say why, keep what was typed.
    if (!result.ok) {
      setBusy(false);
      setError(result.error);
      passwordRef.current?.querySelector('input')?.focus();
    }
  };

  const alert = error ?? notice ?? '';
  return (
    <section className="office-signin" aria-labelledby="office-signin-title">
      <h2 id="office-signin-title">{TEXTS.heading}</h2>
      <p className="office-signin__status" role="status">
        {checking ? TEXTS.checking : TEXTS.prompt}
      </p>
      <div className="office-alert" role="alert">
        {alert && <p>{alert}</p>}
      </div>
      <form className="office-signin__form" onSubmit={submit} noValidate>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div ref={passwordRef}>
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="tv-button" disabled={busy} aria-describedby={busy ? 'office-signin-busy' : undefined}>
          {TEXTS.submit}
        </button>
        {busy && (
          <span id="office-signin-busy" className="tv-visually-hidden">
            {TEXTS.submitting}
          </span>
        )}
      </form>
    </section>
  );
}

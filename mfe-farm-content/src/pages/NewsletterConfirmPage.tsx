import { useEffect, useRef, useState, type ReactNode } from 'react';
import { API_PATHS } from 'contract';
import { PageBanner, usePageMeta } from 'shared';
import { LinkResult } from '../components/newsletter/LinkResult';
import { useLinkToken, useNewsletterLink } from '../components/newsletter/useNewsletterLink';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from '../data/newsletterPages';

/**
 * /newsletter/confirm?token=…: the link of the sign-up's e-mail (double opt-in). It confirms on
 * arrival: the e-mail asked for this click, and confirming twice changes nothing. Its HTML (the
 * build's, for every link) says it is confirming.
 */
export default function NewsletterConfirmPage() {
  usePageMeta({ title: TEXTS.confirm.title, description: TEXTS.confirm.description, noindex: true });
  const token = useLinkToken();
  const { outcome, send } = useNewsletterLink(API_PATHS.newsletterConfirm, { kind: 'sending' });
  const [retried, setRetried] = useState(false);
  // One POST per link: StrictMode runs the effect twice, and a ref outlives its remount.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void send(token);
  }, [token, send]);

  const retry = (linkToken: string) => {
    setRetried(true);
    void send(linkToken);
  };

  let result: ReactNode = <p>{TEXTS.confirm.sending}</p>;
  if (token === null)
    result = (
      <LinkResult heading={TEXTS.confirm.failedHeading}>
        <p>{TEXTS.missingToken}</p>
      </LinkResult>
    );
  else if (outcome.kind === 'done')
    result = (
      <LinkResult heading={TEXTS.confirm.doneHeading} focus={retried}>
        <p>{TEXTS.confirm.done}</p>
      </LinkResult>
    );
  else if (outcome.kind === 'failed')
    result = (
      <LinkResult
        heading={TEXTS.confirm.failedHeading}
        focus={retried}
        actions={
          outcome.retry &&
          token && (
            <button type="button" className="tv-button" onClick={() => retry(token)}>
              {TEXTS.tryAgain}
            </button>
          )
        }
      >
        <p>{outcome.sentence}</p>
      </LinkResult>
    );

  return (
    <>
      <PageBanner title={TEXTS.confirm.title} />
      <section className="tv-section">
        {/* Present from the first paint, so the answer is announced when it comes. */}
        <div className="tv-container farm-newsletter" aria-live="polite">
          {result}
        </div>
      </section>
    </>
  );
}

import type { ReactNode } from 'react';
import { API_PATHS } from 'contract';
import { PageBanner, usePageMeta } from 'shared';
import { LinkResult } from '../components/newsletter/LinkResult';
import { useLinkToken, useNewsletterLink } from '../components/newsletter/useNewsletterLink';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from '../data/newsletterPages';

/** The footer's sign-up form (shell's Footer): its section's heading, for "sign up again". */
const FOOTER_NEWSLETTER = '#footer-newsletter';

/**
 * /newsletter/unsubscribe?token=…: the link in every newsletter e-mail. Nothing happens on
 * arrival (mail scanners open links): the visitor presses Unsubscribe, which posts the token.
 */
export default function NewsletterUnsubscribePage() {
  usePageMeta({ title: TEXTS.unsubscribe.title, description: TEXTS.unsubscribe.description, noindex: true });
  const token = useLinkToken();
  const { outcome, send } = useNewsletterLink(API_PATHS.newsletterUnsubscribe, { kind: 'idle' });
  const sending = outcome.kind === 'sending';

  let result: ReactNode;
  if (token === null)
    result = (
      <LinkResult heading={TEXTS.unsubscribe.failedHeading}>
        <p>{TEXTS.missingToken}</p>
      </LinkResult>
    );
  else if (outcome.kind === 'done')
    result = (
      <LinkResult heading={TEXTS.unsubscribe.done} focus>
        <p>
          {TEXTS.unsubscribe.changedYourMind} <a href={FOOTER_NEWSLETTER}>{TEXTS.unsubscribe.signUpAgain}</a>.
        </p>
      </LinkResult>
    );
  else if (outcome.kind === 'failed' && !outcome.retry)
    result = (
      <LinkResult heading={TEXTS.unsubscribe.failedHeading} focus>
        <p>{outcome.sentence}</p>
      </LinkResult>
    );
  else
    result = (
      <>
        <h2 className="farm-newsletter__heading">{TEXTS.unsubscribe.heading}</h2>
        <p>{TEXTS.unsubscribe.lead}</p>
        {/* A failure worth trying again keeps the button, with the reason above it. */}
        {outcome.kind === 'failed' && <p className="farm-newsletter__problem">{outcome.sentence}</p>}
        <div className="farm-newsletter__actions">
          {/* aria-disabled, not disabled: the button keeps focus while it sends, for a failure that keeps it. */}
          <button
            type="button"
            className="tv-button"
            aria-disabled={sending || !token}
            aria-busy={sending}
            onClick={() => {
              if (token && !sending) void send(token);
            }}
          >
            {TEXTS.unsubscribe.button}
          </button>
        </div>
      </>
    );

  return (
    <>
      <PageBanner title={TEXTS.unsubscribe.title} />
      <section className="tv-section">
        {/* Present from the first paint, so the answer is announced when it comes. */}
        <div className="tv-container farm-newsletter" aria-live="polite">
          {result}
        </div>
      </section>
    </>
  );
}

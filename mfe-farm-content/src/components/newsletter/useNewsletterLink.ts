import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { NewsletterStateSchema, type NewsletterState } from 'contract';
import { requestJson } from 'shared';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from '../../data/newsletterPages';

const noChanges = () => () => undefined;

/**
 * The token of the e-mail's link (`?token=`): undefined while the build's HTML is hydrated (the
 * build rendered the page without one, for every link), then the link's, or null without one.
 */
export function useLinkToken(): string | null | undefined {
  const { search } = useLocation();
  return useSyncExternalStore(
    noChanges,
    () => new URLSearchParams(search).get('token') || null,
    () => undefined,
  );
}

export type LinkOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; state: NewsletterState['state'] }
  /** `retry`: the service did not answer as itself, so trying again may help; a refused link will not. */
  | { kind: 'failed'; sentence: string; retry: boolean };

/**
 * Posts the link's token to the service (API_PATHS.newsletterConfirm or .newsletterUnsubscribe)
 * and says what came of it: the address's state, or the service's sentence (an invalid or
 * expired link), or that it could not be reached.
 */
export function useNewsletterLink(path: string, initial: LinkOutcome) {
  const [outcome, setOutcome] = useState<LinkOutcome>(initial);
  const send = useCallback(
    async (token: string) => {
      setOutcome({ kind: 'sending' });
      const result = await requestJson(path, { method: 'POST', schema: NewsletterStateSchema, body: { token } });
      if (result.ok) setOutcome({ kind: 'done', state: result.data.state });
      // A link the service knows nothing of, or has expired, stays so; a busy or failing service may not.
      else if (result.kind === 'refused')
        setOutcome({ kind: 'failed', sentence: result.error, retry: result.status === 429 || result.status >= 500 });
      else setOutcome({ kind: 'failed', sentence: result.kind === 'unreachable' ? TEXTS.unreachable : TEXTS.other, retry: true });
    },
    [path],
  );
  return { outcome, send };
}

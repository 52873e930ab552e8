import type { Logger } from '../../logger';
import { repeating } from '../../repeating';
import { CONFIRMATION_LIFETIME_MS, type NewsletterStore } from './newsletterStore';

/** How often the sweeper looks: an unconfirmed address outlives its 7 days by at most this. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes the newsletter sign-ups never confirmed within 7 days of their last confirmation e-mail,
 * with those e-mails (docs/operations.md#personal-data): the address was given for a list it never
 * joined. Replicas may sweep together: the deletion is one conditional DELETE.
 */
export function createUnconfirmedSweeper({
  newsletter,
  log,
  now = Date.now,
}: {
  newsletter: NewsletterStore;
  log: Logger;
  now?: () => number;
}) {
  /** One pass as at `at` (tests give it); returns how many addresses it deleted. */
  const sweepOnce = (at: number = now()) => newsletter.deleteUnconfirmedBefore(new Date(at - CONFIRMATION_LIFETIME_MS));

  const loop = repeating(
    () => sweepOnce(),
    SWEEP_EVERY_MS,
    (error) => log('The newsletter sweeper could not delete unconfirmed sign-ups', error),
  );

  return { sweepOnce, start: loop.start, stop: loop.stop };
}

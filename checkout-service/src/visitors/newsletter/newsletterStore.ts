import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { ComposedMessage } from '../../mail/compose';
import { enqueue } from '../../mail/outbox';
import type { Database } from '../../store/database';
import { newsletterSubscribers, outboxMessages } from '../../store/schema';

/** A confirmation link works this long; an address still unconfirmed then is deleted (docs/operations.md#personal-data). */
export const CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** At most one confirmation e-mail an hour per address, however often it is signed up. */
const CONFIRMATION_INTERVAL_MS = 60 * 60_000;

/** The secrets of one address's links: the confirmation's (new each time one is sent) and the unsubscribe link's. */
export interface NewsletterTokens {
  confirmToken: string;
  unsubscribeToken: string;
}

/** What a sign-up did; the visitor is told none of it (the same 201 each time). */
export type SignUpOutcome = 'confirmation_sent' | 'sent_within_the_hour' | 'already_confirmed';
export type ConfirmOutcome = 'confirmed' | 'expired' | 'unknown';
export type UnsubscribeOutcome = 'unsubscribed' | 'unknown';

/** 32 random bytes, base64url: what a link carries. */
const newToken = () => randomBytes(32).toString('base64url');
/** The confirmation token is kept as its SHA-256 only: a copy of the table confirms no one. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The newsletter's addresses with double opt-in: only a confirmed one is on the list (docs/decisions/visitor-forms.md). */
export function createNewsletterStore(db: Database) {
  return {
    /**
     * Signs up an address (lower case): a new, unconfirmed or unsubscribed one gets a new
     * confirmation token and the e-mail `confirmation` composes, in one transaction, unless one
     * was sent within the hour; a confirmed one gets nothing. The row is locked while deciding,
     * so two sign-ups at once send one e-mail.
     */
    async signUp(email: string, at: Date, confirmation: (tokens: NewsletterTokens) => ComposedMessage): Promise<SignUpOutcome> {
      return db.transaction(async (tx) => {
        await tx
          .insert(newsletterSubscribers)
          .values({ email, unsubscribeToken: newToken(), createdAt: at })
          .onConflictDoNothing({ target: newsletterSubscribers.email });
        const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
        if (row.state === 'confirmed') return 'already_confirmed';
        const sentAt = row.confirmSentAt?.getTime();
        if (row.state === 'unconfirmed' && sentAt !== undefined && at.getTime() - sentAt < CONFIRMATION_INTERVAL_MS) {
          return 'sent_within_the_hour';
        }
        const confirmToken = newToken();
        await tx
          .update(newsletterSubscribers)
          .set({
            state: 'unconfirmed',
            confirmTokenHash: tokenHash(confirmToken),
            confirmSentAt: at,
            // Coming back after unsubscribing is a new sign-up, with its own consent to record.
            ...(row.state === 'unsubscribed' ? { createdAt: at, confirmedAt: null, unsubscribedAt: null } : {}),
          })
          .where(eq(newsletterSubscribers.email, email));
        await enqueue(tx, null, confirmation({ confirmToken, unsubscribeToken: row.unsubscribeToken }));
        return 'confirmation_sent';
      });
    },

    /**
     * Confirms the address whose latest confirmation carried `token`. A confirmed one stays so
     * (the link clicked twice); a link older than its lifetime is expired; an older link of the
     * address (replaced by a newer e-mail), an unsubscribed address's, or a deleted one's is unknown.
     */
    async confirm(token: string, at: Date): Promise<ConfirmOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.confirmTokenHash, tokenHash(token)))
          .for('update');
        if (!row) return 'unknown';
        if (row.state === 'confirmed') return 'confirmed';
        if (!row.confirmSentAt || at.getTime() - row.confirmSentAt.getTime() > CONFIRMATION_LIFETIME_MS) return 'expired';
        await tx
          .update(newsletterSubscribers)
          .set({ state: 'confirmed', confirmedAt: at })
          .where(eq(newsletterSubscribers.email, row.email));
        return 'confirmed';
      });
    },

    /**
     * Takes the address with this unsubscribe token off the list, and forgets its confirmation
     * token so an old link cannot put it back; unsubscribing again changes nothing.
     */
    async unsubscribe(token: string, at: Date): Promise<UnsubscribeOutcome> {
      const changed = await db
        .update(newsletterSubscribers)
        .set({ state: 'unsubscribed', unsubscribedAt: at, confirmTokenHash: null })
        .where(and(eq(newsletterSubscribers.unsubscribeToken, token), ne(newsletterSubscribers.state, 'unsubscribed')))
        .returning({ email: newsletterSubscribers.email });
      if (changed.length > 0) return 'unsubscribed';
      const [known] = await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token));
      return known ? 'unsubscribed' : 'unknown';
    },

    /** The list: confirmed addresses, newest first, each with the token of its unsubscribe link. */
    async confirmed() {
      return db
        .select({
          email: newsletterSubscribers.email,
          confirmedAt: newsletterSubscribers.confirmedAt,
          unsubscribeToken: newsletterSubscribers.unsubscribeToken,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.state, 'confirmed'))
        .orderBy(desc(newsletterSubscribers.confirmedAt), newsletterSubscribers.email);
    },

    /**
     * Deletes the sign-ups whose last confirmation was sent before `cutoff` and never confirmed,
     * and their confirmation e-mails, sent or not, in one transaction; answers how many addresses.
     * A plain conditional DELETE: replicas sweeping together delete each row once, and a sign-up
     * renewed meanwhile no longer matches.
     */
    async deleteUnconfirmedBefore(cutoff: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(newsletterSubscribers)
          .where(
            // Every unconfirmed row has had a confirmation: signUp sets both in one transaction.
            and(eq(newsletterSubscribers.state, 'unconfirmed'), lt(newsletterSubscribers.confirmSentAt, cutoff)),
          )
          .returning({ email: newsletterSubscribers.email });
        if (deleted.length === 0) return 0;
        await tx.delete(outboxMessages).where(
          and(
            isNull(outboxMessages.orderId),
            eq(outboxMessages.kind, 'newsletter_confirm'),
            inArray(
              outboxMessages.aboutEmail,
              deleted.map(({ email }) => email),
            ),
          ),
        );
        return deleted.length;
      });
    },
  };
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;

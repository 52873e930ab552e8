import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ContactMessageStatus } from 'contract';
import type { ComposedMessage } from '../../mail/compose';
import { enqueue } from '../../mail/outbox';
import type { Database } from '../../store/database';
import { contactMessages } from '../../store/schema';

export type StoredContactMessage = typeof contactMessages.$inferSelect;

/** What the contact form sends, as the contract checked it (trimmed): stored as typed. */
export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  text: string;
}

/** The e-mails a stored message causes (the farm's notice, the visitor's acknowledgement), composed by the caller. */
export type ContactMail = (message: StoredContactMessage) => ComposedMessage[];

/** The Inbox shows at most this many; the farm works new messages long before there are more. */
const INBOX_LIMIT = 500;

/** The database's clock for every time recorded: one clock, precise enough to order two messages a millisecond apart. */
const databaseNow = sql`now()`;

/** The Inbox (docs/product.md#visitors-forms): contact messages, new until a staff member answers them or marks them spam. */
export function createContactStore(db: Database) {
  return {
    /**
     * Stores a message and queues its e-mails in the same transaction (docs/decisions/mail-outbox.md):
     * a stored message always has them, a failed one none.
     */
    async receive(message: NewContactMessage, mail: ContactMail): Promise<StoredContactMessage> {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(contactMessages)
          .values({ id: randomUUID(), ...message })
          .returning();
        for (const composed of mail(stored)) await enqueue(tx, null, composed);
        return stored;
      });
    },

    /** The Inbox: new messages first, then the newest; only those of `status` when given. */
    async list(status?: ContactMessageStatus): Promise<StoredContactMessage[]> {
      return db
        .select()
        .from(contactMessages)
        .where(status ? eq(contactMessages.status, status) : undefined)
        .orderBy(desc(sql`${contactMessages.status} = 'new'`), desc(contactMessages.receivedAt))
        .limit(INBOX_LIMIT);
    },

    async find(id: string): Promise<StoredContactMessage | null> {
      const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return message ?? null;
    },

    /**
     * Marks a message answered or spam, recording who and when; back to new clears both. Null when
     * there is no such message.
     */
    async setStatus(id: string, to: ContactMessageStatus, staffEmail: string): Promise<StoredContactMessage | null> {
      const handled = to !== 'new';
      const [message] = await db
        .update(contactMessages)
        .set({ status: to, handledBy: handled ? staffEmail : null, handledAt: handled ? databaseNow : null })
        .where(eq(contactMessages.id, id))
        .returning();
      return message ?? null;
    },

    /** How many messages wait for an answer: the office bar's count. */
    async countNew(): Promise<number> {
      const [{ value }] = await db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'));
      return value;
    },
  };
}

export type ContactStore = ReturnType<typeof createContactStore>;

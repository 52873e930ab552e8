import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BoxFrequency, BoxMethod, BoxRequestStatus, BoxSize } from 'contract';
import type { ComposedMessage } from '../../mail/compose';
import { enqueue } from '../../mail/outbox';
import type { Database } from '../../store/database';
import { boxRequests } from '../../store/schema';

export type StoredBoxRequest = typeof boxRequests.$inferSelect;

/** What the /subscription form sends, as the contract checked it: what the farm needs to call back and set the box up. */
export interface NewBoxRequest {
  boxSize: BoxSize;
  frequency: BoxFrequency;
  method: BoxMethod;
  name: string;
  email: string;
  phone: string;
  /** '' for a pickup. */
  postcode: string;
  /** YYYY-MM-DD, or null when the household named no day. */
  startDay: string | null;
}

/** The e-mails a stored request causes (the farm's notice, the household's acknowledgement), composed by the caller. */
export type BoxRequestMail = (request: StoredBoxRequest) => ComposedMessage[];

/** One staff member's move of a request, checked against BOX_REQUEST_TRANSITIONS by the caller. */
export interface BoxRequestMove {
  id: string;
  from: BoxRequestStatus;
  to: BoxRequestStatus;
  /** Replaces the request's note when given; the note stays as it was otherwise. */
  note: string | null;
  staffEmail: string;
}

/** The office lists at most this many; a farm's requests stay well under it. */
const LIST_LIMIT = 500;

/** New first (what waits for a call), then as far as each got, newest first within each. */
const STATUS_ORDER = sql`case ${boxRequests.status} when 'new' then 0 when 'contacted' then 1 when 'active' then 2 else 3 end`;

/** Seasonal Produce Box requests (docs/product.md#subscription): new → contacted → active or declined. */
export function createBoxRequestStore(db: Database) {
  return {
    /** Stores a request and queues its e-mails in the same transaction (docs/decisions/mail-outbox.md). */
    async receive(request: NewBoxRequest, mail: BoxRequestMail): Promise<StoredBoxRequest> {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(boxRequests)
          .values({ id: randomUUID(), ...request })
          .returning();
        for (const composed of mail(stored)) await enqueue(tx, null, composed);
        return stored;
      });
    },

    async list(): Promise<StoredBoxRequest[]> {
      return db.select().from(boxRequests).orderBy(STATUS_ORDER, desc(boxRequests.createdAt)).limit(LIST_LIMIT);
    },

    async find(id: string): Promise<StoredBoxRequest | null> {
      const [request] = await db.select().from(boxRequests).where(eq(boxRequests.id, id));
      return request ?? null;
    },

    /**
     * Moves a request only while it is still `from` (one conditional update): of two staff moving
     * the same request at once, one wins and the other gets null.
     */
    async move({ id, from, to, note, staffEmail }: BoxRequestMove): Promise<StoredBoxRequest | null> {
      const [moved] = await db
        .update(boxRequests)
        .set({ status: to, updatedBy: staffEmail, updatedAt: sql`now()`, ...(note ? { note } : {}) })
        .where(and(eq(boxRequests.id, id), eq(boxRequests.status, from)))
        .returning();
      return moved ?? null;
    },

    /** How many requests wait for a first call: the office bar's count. */
    async countNew(): Promise<number> {
      const [{ value }] = await db.select({ value: count() }).from(boxRequests).where(eq(boxRequests.status, 'new'));
      return value;
    },
  };
}

export type BoxRequestStore = ReturnType<typeof createBoxRequestStore>;

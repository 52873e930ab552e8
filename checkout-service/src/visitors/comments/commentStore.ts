import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CommentStatus } from 'contract';
import type { Database } from '../../store/database';
import { blogComments } from '../../store/schema';

export type StoredComment = typeof blogComments.$inferSelect;

/** What the comment form sends, as the contract checked it: stored as typed. */
export interface NewComment {
  postId: number;
  name: string;
  email: string;
  text: string;
}

/** A post shows at most this many, and the queue lists at most this many: far more than a farm's blog gathers. */
const LIST_LIMIT = 500;

/**
 * Readers' comments on blog posts (docs/product.md#visitors-forms): stored pending, shown on their
 * post only once a staff member approves them. The e-mail is kept for the privacy look-up, never shown.
 */
export function createCommentStore(db: Database) {
  return {
    async receive(comment: NewComment): Promise<StoredComment> {
      const [stored] = await db
        .insert(blogComments)
        .values({ id: randomUUID(), ...comment })
        .returning();
      return stored;
    },

    /** The approved comments of one post, or of every post, oldest first, as the posts show them. */
    async approved(postId?: number): Promise<StoredComment[]> {
      return db
        .select()
        .from(blogComments)
        .where(and(eq(blogComments.status, 'approved'), postId === undefined ? undefined : eq(blogComments.postId, postId)))
        .orderBy(asc(blogComments.postedAt))
        .limit(LIST_LIMIT);
    },

    /** The moderation queue (pending) oldest first, so none waits for ever; approved or rejected ones newest first. */
    async withStatus(status: CommentStatus): Promise<StoredComment[]> {
      return db
        .select()
        .from(blogComments)
        .where(eq(blogComments.status, status))
        .orderBy(status === 'pending' ? asc(blogComments.postedAt) : desc(blogComments.postedAt))
        .limit(LIST_LIMIT);
    },

    /** Approves or rejects a comment (a decision may be changed), recording who and when. Null when there is no such comment. */
    async moderate(id: string, to: Exclude<CommentStatus, 'pending'>, staffEmail: string): Promise<StoredComment | null> {
      const [moderated] = await db
        .update(blogComments)
        .set({ status: to, moderatedBy: staffEmail, moderatedAt: sql`now()` })
        .where(eq(blogComments.id, id))
        .returning();
      return moderated ?? null;
    },

    /** How many comments wait for moderation: the office bar's count. */
    async countPending(): Promise<number> {
      const [{ value }] = await db.select({ value: count() }).from(blogComments).where(eq(blogComments.status, 'pending'));
      return value;
    },
  };
}

export type CommentStore = ReturnType<typeof createCommentStore>;

import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../store/database';
import { signInFailures, staffAccounts, staffSessions } from '../store/schema';

interface StaffAccount {
  id: string;
  email: string;
  passwordHash: string;
}

/** A stored session with its staff member: who, when the session started and when it was last used. */
interface StoredStaffSession {
  staffId: string;
  email: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** One counted sign-in: by which key (`account:<email>` or `address:<ip>`), and when. */
export interface CountedSignIn {
  key: string;
  at: Date;
}

/** What counting a sign-in came to: its rows' ids when counted; the keys' counted sign-ins in the window either way, oldest first. */
interface SignInCount {
  counted: boolean;
  ids: number[];
  recent: CountedSignIn[];
}

/**
 * The staff's accounts, sessions and counted sign-ins, in the order store so every replica shares
 * them. Times are given by the caller (its clock), never the database's, so tests move time.
 */
export interface StaffStore {
  /** The account of a lower-case e-mail, or null. */
  findAccount(email: string): Promise<StaffAccount | null>;
  /** False when the e-mail already has an account (nothing is changed). */
  addAccount(email: string, passwordHash: string, at: Date): Promise<boolean>;
  /** Removes the account and, by the foreign key's cascade, its sessions; false when there was none. */
  removeAccount(email: string): Promise<boolean>;

  startSession(tokenHash: string, staffId: string, at: Date): Promise<void>;
  findSession(tokenHash: string): Promise<StoredStaffSession | null>;
  touchSession(tokenHash: string, at: Date): Promise<void>;
  endSession(tokenHash: string): Promise<void>;
  /** Removes the sessions last used before `lastSeenBefore` or started before `createdBefore`. */
  endSessionsPast(limits: { lastSeenBefore: Date; createdBefore: Date }): Promise<void>;

  /**
   * Counts a sign-in under each key, atomically on every replica: unless a key already has
   * `limit` sign-ins after `since`, one row per key is written (nothing otherwise).
   */
  countSignIn(keys: readonly string[], at: Date, since: Date, limit: number): Promise<SignInCount>;
  /** The sign-ins counted under `keys` after `since`, oldest first. */
  recentSignIns(keys: readonly string[], since: Date): Promise<CountedSignIn[]>;
  /** Removes every counted sign-in under `key`, and the rows `ids`. */
  forgetSignIns(key: string, ids: readonly number[]): Promise<void>;
  /** Removes the counted sign-ins older than `before`: they count no more. */
  sweepSignIns(before: Date): Promise<void>;
}

/** The sign-ins counted under `keys` after `since`, oldest first, read in `db` (a transaction's, when counting). */
const recentUnder = (db: Database, keys: readonly string[], since: Date): Promise<CountedSignIn[]> =>
  db
    .select({ key: signInFailures.key, at: signInFailures.at })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, [...keys]), gt(signInFailures.at, since)))
    .orderBy(asc(signInFailures.at), asc(signInFailures.id));

export function createStaffStore(db: Database): StaffStore {
  return {
    async findAccount(email) {
      const [row] = await db
        .select({ id: staffAccounts.id, email: staffAccounts.email, passwordHash: staffAccounts.passwordHash })
        .from(staffAccounts)
        .where(eq(staffAccounts.email, email));
      return row ?? null;
    },

    async addAccount(email, passwordHash, at) {
      const added = await db
        .insert(staffAccounts)
        .values({ id: randomUUID(), email, passwordHash, createdAt: at })
        .onConflictDoNothing({ target: staffAccounts.email })
        .returning({ id: staffAccounts.id });
      return added.length === 1;
    },

    async removeAccount(email) {
      const removed = await db.delete(staffAccounts).where(eq(staffAccounts.email, email)).returning({ id: staffAccounts.id });
      return removed.length === 1;
    },

    async startSession(tokenHash, staffId, at) {
      await db.insert(staffSessions).values({ tokenHash, staffId, createdAt: at, lastSeenAt: at });
    },

    async findSession(tokenHash) {
      const [row] = await db
        .select({
          staffId: staffAccounts.id,
          email: staffAccounts.email,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
        })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(eq(staffSessions.tokenHash, tokenHash));
      return row ?? null;
    },

    async touchSession(tokenHash, at) {
      await db
        .update(staffSessions)
        .set({ lastSeenAt: at })
        .where(and(eq(staffSessions.tokenHash, tokenHash), lt(staffSessions.lastSeenAt, at)));
    },

    async endSession(tokenHash) {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async endSessionsPast({ lastSeenBefore, createdBefore }) {
      await db.delete(staffSessions).where(or(lt(staffSessions.lastSeenAt, lastSeenBefore), lt(staffSessions.createdAt, createdBefore)));
    },

    async countSignIn(keys, at, since, limit) {
      const ordered = [...new Set(keys)].sort();
      return db.transaction(async (tx) => {
        // One lock per key, taken in one order (no deadlock), held to the commit: sign-ins under a
        // key are counted one after another, across replicas; on PGlite transactions already queue.
        for (const key of ordered) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        const recent = await recentUnder(tx, ordered, since);
        if (ordered.some((key) => recent.filter((row) => row.key === key).length >= limit)) return { counted: false, ids: [], recent };
        const rows = await tx
          .insert(signInFailures)
          .values(ordered.map((key) => ({ key, at })))
          .returning({ id: signInFailures.id });
        return { counted: true, ids: rows.map((row) => row.id), recent };
      });
    },

    recentSignIns: (keys, since) => recentUnder(db, keys, since),

    async forgetSignIns(key, ids) {
      await db
        .delete(signInFailures)
        .where(ids.length ? or(eq(signInFailures.key, key), inArray(signInFailures.id, [...ids])) : eq(signInFailures.key, key));
    },

    async sweepSignIns(before) {
      await db.delete(signInFailures).where(lt(signInFailures.at, before));
    },
  };
}

import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../store/database';
import { signInFailures, staffAccounts, staffSessions } from '../store/schema';

interface StaffAccount {
  id: string;
  email: string;
  passwordHash: string;
}

/** A stored session with its staff member: who, and when the session was last used. */
interface StoredStaffSession {
  staffId: string;
  email: string;
  lastSeenAt: Date;
}

/** One counted failed sign-in: by which key (`account:<email>` or `address:<ip>`), and when. */
interface SignInFailure {
  key: string;
  at: Date;
}

/**
 * The staff's accounts, sessions and failed sign-ins, in the order store so every replica shares
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
  /** Removes the sessions last used before `before`. */
  endSessionsIdleSince(before: Date): Promise<void>;

  recordFailures(keys: readonly string[], at: Date): Promise<void>;
  /** The failures of these keys at or after `since`, oldest first. */
  failuresSince(keys: readonly string[], since: Date): Promise<SignInFailure[]>;
  clearFailures(key: string): Promise<void>;
  /** Removes the failures older than `before`: they count no more. */
  sweepFailures(before: Date): Promise<void>;
}

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
        .select({ staffId: staffAccounts.id, email: staffAccounts.email, lastSeenAt: staffSessions.lastSeenAt })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(eq(staffSessions.tokenHash, tokenHash));
      return row ?? null;
    },

    async touchSession(tokenHash, at) {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(and(eq(staffSessions.tokenHash, tokenHash), lt(staffSessions.lastSeenAt, at)));
    },

    async endSession(tokenHash) {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async endSessionsIdleSince(before) {
      await db.delete(staffSessions).where(lt(staffSessions.lastSeenAt, before));
    },

    async recordFailures(keys, at) {
      if (keys.length) await db.insert(signInFailures).values(keys.map((key) => ({ key, at })));
    },

    async failuresSince(keys, since) {
      if (!keys.length) return [];
      return db
        .select({ key: signInFailures.key, at: signInFailures.at })
        .from(signInFailures)
        .where(and(inArray(signInFailures.key, [...keys]), gte(signInFailures.at, since)))
        .orderBy(asc(signInFailures.at), asc(signInFailures.id));
    },

    async clearFailures(key) {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
    },

    async sweepFailures(before) {
      await db.delete(signInFailures).where(lt(signInFailures.at, before));
    },
  };
}

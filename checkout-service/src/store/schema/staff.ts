import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** The farm's staff: accounts, signed-in sessions and failed sign-ins. */

/** The farm's staff: who may sign in to the office. The password is kept only as an argon2id hash. */
export const staffAccounts = pgTable('staff_accounts', {
  id: uuid('id').primaryKey(),
  /** Lower case, so one person has one account whatever they type. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamps('created_at').notNull().defaultNow(),
});

/**
 * Signed-in staff sessions, in the order store so that every service replica knows them. The
 * cookie holds a random token; only its SHA-256 is stored, so a copy of the table signs no one in.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamps('created_at').notNull().defaultNow(),
    lastSeenAt: timestamps('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_staff_id').on(table.staffId)],
);

/** Failed sign-ins, by account and by client address: past 5 in 15 minutes, sign-in waits. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `account:<email>` or `address:<client address>`. */
    key: text('key').notNull(),
    at: timestamps('at').notNull().defaultNow(),
  },
  (table) => [index('sign_in_failures_key_at').on(table.key, table.at)],
);

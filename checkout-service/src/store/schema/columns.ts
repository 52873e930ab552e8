import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A moment, with its time zone, read as a Date. */
export const timestamps = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A check that a text column holds one of `values` (the contract's lists). */
export const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

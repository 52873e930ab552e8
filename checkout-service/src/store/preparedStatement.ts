import { getTableColumns, is, sql, SQL, type Placeholder, type Query } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { pgliteOf, runNamedOnPglite } from './pgliteNamedStatement';

/**
 * Statements built once, for the checkout's hot path (docs/performance-log.md, 27 November 2026):
 * building a wide insert with drizzle cost the service more than PostgreSQL's own work for it.
 *
 * drizzle's own `.prepare()` runs only on the connection that built it, and a checkout's statements
 * run on its transaction's. So the statement is built once, with a placeholder for each value, and
 * handed to whichever session runs it (`db._.session.prepareQuery`, drizzle's public interface of
 * both drivers). On PostgreSQL its name makes the server parse and plan it once per connection. On
 * PGlite, whose driver ignores the name, it is parsed once per database by
 * src/store/pgliteNamedStatement.ts.
 */

/** A placeholder for each key of `values`, named after it: the statement's shape follows the values it stores. */
export const placeholdersOf = <Values extends Record<string, unknown>>(values: Values) =>
  Object.fromEntries(Object.keys(values).map((key) => [key, sql.placeholder(key)])) as { [Key in keyof Values]: Placeholder<Key & string> };

/** Anything drizzle can prepare: a select, insert, update or delete builder, or a statement written with `sql`. */
type Preparable = { prepare(name: string): { getQuery(): Query } } | SQL;

/** `sql` statements become text as drizzle's PostgreSQL builders do (no casing option is used here). */
const dialect = new PgDialect();
const queryOf = (name: string, built: Preparable): Query => (is(built, SQL) ? dialect.sqlToQuery(built) : built.prepare(name).getQuery());

/**
 * A statement named `name`, built by `build` the first time it runs (with that run's database and
 * values), then run with each call's values on the database or transaction given. Answers the rows
 * as the driver returns them, keyed by column name (`rowOf` maps them to a table's row).
 */
export function preparedStatement<Values extends Record<string, unknown>>(
  name: string,
  build: (db: Database, values: Values) => Preparable,
): (db: Database, values: Values) => Promise<Record<string, unknown>[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= queryOf(name, build(db, values));
    const embedded = pgliteOf((db._.session as unknown as { client: unknown }).client);
    if (embedded) return runNamedOnPglite(embedded, name, query, values);
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Record<string, unknown>[] }).rows;
  };
}

/** A row as the driver returned it (keyed by column name), as drizzle would map it for `table`. */
export function rowOf<Table extends PgTable>(table: Table, raw: Record<string, unknown>): Table['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table['$inferSelect'];
}

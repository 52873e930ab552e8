import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * Both back ends (PGlite and PostgreSQL), seen through the one query builder the data layer is
 * written against. Its own module, so the stores that use it and the opener that makes it do not
 * import each other.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

import { sql } from 'drizzle-orm';
import type { Database } from '../store/database';

/** What the metrics read from the order store when scraped: small aggregate queries, never rows. */
export interface StoreReadings {
  ordersByStatus(): Promise<Array<{ status: string; count: number }>>;
  outbox(): Promise<{ pending: number; oldestAgeSeconds: number }>;
  unitsHeld(): Promise<number>;
  /** The PostgreSQL pool's connections, or null on the embedded store. */
  pool(): { total: number; idle: number; waiting: number } | null;
}

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

export function storeReadings(db: Database, pool: StoreReadings['pool']): StoreReadings {
  const read = async <T>(query: ReturnType<typeof sql>) => rowsOf((await db.execute(query)) as unknown as Rows<T>);
  return {
    ordersByStatus: async () =>
      (await read<{ status: string; count: number }>(sql`select status, count(*)::int as count from orders group by status`)).map(
        ({ status, count }) => ({ status, count: Number(count) }),
      ),
    outbox: async () => {
      const [row] = await read<{ pending: number; oldest: number | null }>(
        sql`select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest from outbox_messages where status = 'pending'`,
      );
      return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
    },
    unitsHeld: async () => {
      const [row] = await read<{ held: number }>(sql`select coalesce(sum(held), 0)::int as held from product_stock`);
      return Number(row?.held ?? 0);
    },
    pool,
  };
}

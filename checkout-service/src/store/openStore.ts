import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { lockDataDir } from './dataDirLock';
import { trackTransactions } from './pgliteNamedStatement';
import { createLocalPaymentStore, type LocalPaymentStore } from '../payments/local/localPaymentStore';
import { createOrderStore, type OrderStore } from '../orders/orderStore';
import { createOutbox, type Outbox } from '../mail/outbox';
import { createStaffStore, type StaffStore } from '../staff/staffStore';
import { createStockStore, type StockStore } from '../stock/stockStore';
import { migrationsFolder } from './packageDir';
import { createVisitorStores, type VisitorStores } from '../visitors/visitorStores';
import { createDeliveryRulesStore, type DeliveryRulesStore } from '../delivery/deliveryRulesStore';
import { createDeliveryBookings, type DeliveryBookings } from '../delivery/deliveryBookings';
import { createWeighingStore, type WeighingStore } from '../weighing/weighingStore';
import { createVitalsStore, type VitalsStore } from '../vitals/vitalsStore';
import * as schema from './schema';
import { memoryCounts, postgresCounts, type RateCounts } from '../http/rateCounts';
import { storeReadings, type StoreReadings } from '../metrics/storeReadings';

/** Embedded PGlite in a directory (null: in memory, for tests), or a PostgreSQL server. */
export type StoreLocation = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface OpenedDatabase {
  db: Database;
  kind: StoreLocation['kind'];
  /** Where the per-minute limits count: PostgreSQL's pool, shared by the replicas, or this process's memory. */
  rateCounts: RateCounts;
  /** The PostgreSQL pool's connections now, for the metrics; null on the embedded store. */
  poolStats: StoreReadings['pool'];
  close(): Promise<void>;
}

/** How long a request waits for a free PostgreSQL connection before it is answered 503 (src/store/storeUnavailable.ts). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Any number taken once for this service: replicas starting together migrate one after the other. */
const MIGRATION_LOCK_ID = 4_170_017;

/** Where the data lives inside DATA_DIR, next to the owner's lock. */
export const pgliteDataPath = (dataDir: string) => path.join(dataDir, 'pgdata');

async function openPglite(dataDir: string | null, onLockLost: (error: Error) => void): Promise<OpenedDatabase> {
  const lock = dataDir ? await lockDataDir(dataDir, onLockLost) : null;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const client = trackTransactions(await PGlite.create(dataDir ? pgliteDataPath(dataDir) : undefined));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      rateCounts: memoryCounts(),
      poolStats: () => null,
      async close() {
        await client.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, log: (message: string, error?: unknown) => void): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => log('A PostgreSQL connection failed', error));
  // Nor one lent out (a transaction between two statements when PostgreSQL restarts): node-postgres
  // then reports the error on the client, where nothing listens, and Node would end the process.
  // Its next statement fails instead, and the request is answered 503 (src/store/storeUnavailable.ts).
  pool.on('connect', (client) => client.on('error', (error) => log('A PostgreSQL connection in use failed', error)));
  const db = drizzlePostgres({ client: pool, schema });
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePostgres(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    rateCounts: postgresCounts(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Opens the order store and brings its schema up to date with the migrations in drizzle/.
 * An embedded directory is locked first, so a second process cannot open it.
 */
export function openDatabase(
  location: StoreLocation,
  { log, onLockLost }: { log: (message: string, error?: unknown) => void; onLockLost: (error: Error) => void },
): Promise<OpenedDatabase> {
  return location.kind === 'pglite' ? openPglite(location.dataDir, onLockLost) : openPostgres(location.url, log);
}

/** The service's store: orders, the local provider's sessions and the staff's accounts, in one database. */
export interface Store {
  kind: StoreLocation['kind'];
  orders: OrderStore;
  localPayments: LocalPaymentStore;
  staff: StaffStore;
  stock: StockStore;
  /** The e-mails waiting to be sent, written with the order changes that cause them (docs/decisions/mail-outbox.md). */
  outbox: Outbox;
  /** What visitors send through the site's forms (src/visitors/). */
  visitors: VisitorStores;
  /** The farm's delivery rules and their change log (src/delivery/). */
  deliveryRules: DeliveryRulesStore;
  /** Each day's live bookings, counted and listed (src/delivery/deliveryBookings.ts). */
  deliveryBookings: DeliveryBookings;
  /** The weights entered at packing and the money they move (src/weighing/; docs/decisions/weighed-produce.md). */
  weighing: WeighingStore;
  /** The shoppers' field measurements, counted by day, route and remote build (src/vitals/). */
  vitals: VitalsStore;
  /** The per-minute limits' counts (src/http/rateCounts.ts). */
  rateCounts: RateCounts;
  /** What the metrics read when scraped (src/metrics/storeReadings.ts). */
  readings: StoreReadings;
  /** Resolves when the database answers a query (`/readyz`); its migrations ran before the store opened. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The stores on an opened database. No store composes e-mail: each change's caller hands the
 * store its messages, so no store can be opened that silently drops them (docs/decisions/mail-outbox.md).
 * Tests that also write rows themselves keep the database at hand.
 */
export function storesOn({ db, kind, rateCounts, poolStats, close }: OpenedDatabase): Store {
  return {
    kind,
    orders: createOrderStore(db),
    localPayments: createLocalPaymentStore(db),
    staff: createStaffStore(db),
    stock: createStockStore(db),
    outbox: createOutbox(db),
    visitors: createVisitorStores(db),
    deliveryRules: createDeliveryRulesStore(db),
    deliveryBookings: createDeliveryBookings(db),
    weighing: createWeighingStore(db),
    vitals: createVitalsStore(db),
    rateCounts,
    readings: storeReadings(db, poolStats),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}

/** The database, its schema brought up to date, and the stores on it. */
export async function openStore(location: StoreLocation, options: Parameters<typeof openDatabase>[1]): Promise<Store> {
  return storesOn(await openDatabase(location, options));
}

import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createFulfil } from '../src/orders/fulfil';
import { LocalPaymentProvider } from '../src/payments/local/localProvider';
import { DataDirInUseError, LOCK_NAME, STALE_MS } from '../src/store/dataDirLock';
import { openStore, pgliteDataPath, type Store, type StoreLocation } from '../src/store/openStore';
import { migrationsFolder } from '../src/store/packageDir';
import { BACKENDS } from './support/backends';
import { noMail } from '../src/mail/compose';
import { checkoutBody, CUSTOMER, postCheckout, serve, silentLog, testConfig, testMail } from './support/fixtures';

const open = (location: StoreLocation) => openStore(location, { log: silentLog, onLockLost: silentLog });

/** Runs SQL on the database behind a closed store, as an operator would with psql. */
async function query(location: StoreLocation, sql: string): Promise<Array<Record<string, unknown>>> {
  if (location.kind === 'postgres') {
    const client = new pg.Client({ connectionString: location.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(pgliteDataPath(location.dataDir!));
  try {
    return (await db.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await db.close();
  }
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

describe.each(BACKENDS)('the order store on %s', (_name, fresh) => {
  let location: StoreLocation;
  let cleanup: () => Promise<void>;
  let store: Store | undefined;
  beforeEach(async () => {
    ({ location, cleanup } = await fresh());
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    await cleanup();
  });

  it('creates its tables from an empty database with the migrations in drizzle/, and applies them once', async () => {
    store = await open(location);
    await store.close();
    store = await open(location);
    await store.close();
    store = undefined;
    const tables = await query(
      location,
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'blog_comments',
      'box_requests',
      'contact_messages',
      'delivery_rule_changes',
      'delivery_rules',
      'local_payments',
      'newsletter_subscribers',
      'order_events',
      'order_lines',
      'orders',
      'outbox_messages',
      'product_stock',
      'provider_events',
      'rate_limits',
      'sign_in_failures',
      'staff_accounts',
      'staff_sessions',
      'vitals_buckets',
      'vitals_reports',
    ]);
    const applied = await query(location, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0].n).toBe(journal.entries.length);
  });

  it('keeps orders, and the idempotency of a checkout, across a restart', async () => {
    store = await open(location);
    let service = await serve(testConfig(), store);
    const first = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }), 'before-restart');
    expect(first.status).toBe(200);
    await service.close();
    await store.close();

    store = await open(location);
    service = await serve(testConfig(), store);
    try {
      const again = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }), 'before-restart');
      expect(again.body).toEqual(first.body);
      const different = await postCheckout(
        service.http,
        checkoutBody({ items: [{ id: 2, quantity: 7 }], customer: CUSTOMER }),
        'before-restart',
      );
      expect(different.status).toBe(409);
      const orders = await store.orders.list({ limit: 10 });
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'pending', customer: { firstName: 'Ana', city: 'Guelph', notes: CUSTOMER.notes } });
      expect(orders[0].lines.map((l) => [l.title, l.quantity])).toEqual([
        ['Heirloom Tomatoes', 2],
        ['Crisp Red Apples', 1],
      ]);
    } finally {
      await service.close();
    }
  });

  it('answers concurrent requests with the same key with one order and one session', async () => {
    store = await open(location);
    const service = await serve(testConfig(), store);
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => postCheckout(service.http, checkoutBody(), 'double-click')));
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await store.orders.list({ limit: 10 })).toHaveLength(1);
    } finally {
      await service.close();
    }
  });

  it('moves an order out of pending exactly once when several callers confirm it at the same time', async () => {
    store = await open(location);
    const service = await serve(testConfig(), store);
    try {
      const { id } = (await postCheckout(service.http, checkoutBody(), 'race')).body;
      const provider = new LocalPaymentProvider(store.localPayments);
      expect(await provider.settle(id, 'paid')).toBe(true);
      const fulfil = createFulfil(store.orders, provider, testMail);
      const results = await Promise.all(Array.from({ length: 4 }, () => fulfil(id)));
      expect(results.filter((r) => r.transitioned)).toHaveLength(1);
      expect(results.map((r) => r.order?.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
      const paidAt = (await store.orders.findBySession(id))!.paidAt;
      // Later confirmations, of any outcome, change nothing.
      expect((await store.orders.applyOutcome({ sessionId: id, outcome: 'expired' }, noMail)).transitioned).toBe(false);
      expect((await store.orders.findBySession(id))!).toMatchObject({ status: 'paid', paidAt });
    } finally {
      await service.close();
    }
  });

  it('records a provider event once, whoever records it first', async () => {
    store = await open(location);
    const event = { id: 'evt_1', type: 'checkout.session.completed' };
    const results = await Promise.all(
      [1, 2, 3].map(() => store!.orders.applyOutcome({ sessionId: 'cs_unknown', outcome: 'pending', event }, noMail)),
    );
    expect(results.filter((r) => !r.duplicateEvent)).toHaveLength(1);
  });
});

describe('the data directory has one owner', () => {
  let location: StoreLocation;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ location, cleanup } = await BACKENDS[0][1]());
  });
  afterEach(() => cleanup());

  it('refuses a second store on the same directory with a clear sentence, and allows it once the first is closed', async () => {
    const first = await open(location);
    try {
      await expect(open(location)).rejects.toThrow(DataDirInUseError);
      await expect(open(location)).rejects.toThrow(
        `The data directory ${location.kind === 'pglite' && location.dataDir} is in use by another checkout-service process: stop that one or give this one another DATA_DIR (services that share orders need DATABASE_URL).`,
      );
    } finally {
      await first.close();
    }
    const second = await open(location);
    await second.close();
  });

  it('takes over the lock of an owner that died without releasing it', async () => {
    const dir = (location as { dataDir: string }).dataDir;
    const crashed = await open(location);
    // A crash leaves the lock behind, no longer renewed: make it look older than STALE_MS.
    const old = new Date(Date.now() - STALE_MS - 5000);
    utimesSync(path.join(dir, LOCK_NAME), old, old);
    const next = await open(location);
    await next.close();
    await crashed.close().catch(() => undefined);
  });
});

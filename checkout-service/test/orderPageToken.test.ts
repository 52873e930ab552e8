import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder } from '../src/store/packageDir';
import { BACKENDS } from './support/backends';
import { checkoutBody, CUSTOMER, postCheckout, serveForSuite } from './support/fixtures';

const BASE64URL_256_BITS = /^[A-Za-z0-9_-]{43}$/;

describe("an order's page token", () => {
  const service = serveForSuite();

  const newOrder = async (key: string) => {
    const session = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }), key);
    expect(session.status).toBe(200);
    return (await service.store.orders.findBySession(session.body.id))!;
  };

  it('is created with the order: 32 random bytes in base64url, neither its session id nor its number, and another for each order', async () => {
    const first = await newOrder('token-one');
    const second = await newOrder('token-two');
    for (const order of [first, second]) {
      expect(order.pageToken).toMatch(BASE64URL_256_BITS);
      expect(Buffer.from(order.pageToken, 'base64url')).toHaveLength(32);
      expect(order.pageToken).not.toBe(order.providerSessionId);
      expect(order.pageToken).not.toContain(order.number);
    }
    expect(first.pageToken).not.toBe(second.pageToken);
  });

  it('stays the same when the checkout is asked again with the same Idempotency-Key', async () => {
    const first = await newOrder('token-again');
    const again = await newOrder('token-again');
    expect(again.pageToken).toBe(first.pageToken);
  });

  it('finds its order by exact match only', async () => {
    const order = await newOrder('token-find');
    expect((await service.store.orders.findByPageToken(order.pageToken))?.number).toBe(order.number);
    expect(await service.store.orders.findByPageToken(order.pageToken.toLowerCase())).toBeNull();
    expect(await service.store.orders.findByPageToken(order.pageToken.slice(0, 42))).toBeNull();
    expect(await service.store.orders.findByPageToken(`${order.pageToken.slice(0, 42)}%`)).toBeNull();
  });
});

/** The migrations' statements, file by file, as drizzle runs them. */
const migrations = readdirSync(migrationsFolder())
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, statements: readFileSync(path.join(migrationsFolder(), name), 'utf8').split('--> statement-breakpoint') }));

describe.each(BACKENDS)('the page-token migration on %s', (_name, fresh) => {
  it('gives every order stored before it a token of its own, in the same shape as a new one', async () => {
    const { location, cleanup } = await fresh();
    let run: (sql: string) => Promise<Array<Record<string, unknown>>>;
    let close: () => Promise<void>;
    if (location.kind === 'postgres') {
      const client = new pg.Client({ connectionString: location.url });
      await client.connect();
      run = async (sql) => (await client.query(sql)).rows;
      close = () => client.end();
    } else {
      const db = await PGlite.create();
      run = async (sql) => (await db.query<Record<string, unknown>>(sql)).rows;
      close = () => db.close();
    }
    try {
      const before = migrations.findIndex((m) => m.name.endsWith('_order_page_token.sql'));
      expect(before).toBeGreaterThan(0);
      for (const migration of migrations.slice(0, before)) for (const statement of migration.statements) await run(statement);
      for (const n of [1, 2, 3]) {
        await run(
          `insert into orders (id, number, currency, total_cents, provider, request_fingerprint) values ('00000000-0000-4000-8000-00000000000${n}', 'TV-OLD${n}', 'usd', 100, 'local', 'f')`,
        );
      }
      for (const statement of migrations[before].statements) await run(statement);
      const tokens = (await run('select page_token from orders')).map((row) => row.page_token as string);
      expect(tokens).toHaveLength(3);
      for (const token of tokens) expect(token).toMatch(BASE64URL_256_BITS);
      expect(new Set(tokens).size).toBe(3);
      await expect(
        run(
          "insert into orders (id, number, currency, total_cents, provider, request_fingerprint) values ('00000000-0000-4000-8000-000000000009', 'TV-NEW', 'usd', 1, 'local', 'f')",
        ),
      ).rejects.toThrow(/null/);
    } finally {
      await close();
      await cleanup();
    }
  });
});

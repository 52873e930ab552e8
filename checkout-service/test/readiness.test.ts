import { STORE_UNAVAILABLE } from '../src/http/httpErrors';
import { sql } from 'drizzle-orm';
import { openDatabase, openStore, type Store } from '../src/store/openStore';
import { isStoreUnavailable } from '../src/store/storeUnavailable';
import { checkoutBody, postCheckout, serve, silentLog, testConfig, type Service } from './support/fixtures';

// A cluster of its own: the run's shared one must not be stopped under the other suites.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startCluster, stopCluster, haltCluster, resumeCluster } = require('./support/postgres/cluster.js');

describe('/readyz says whether a replica should get requests: its PostgreSQL answers, and it is not stopping', () => {
  let cluster: { url: string };
  let store: Store;
  let service: Service;

  beforeAll(async () => {
    cluster = await startCluster();
    store = await openStore({ kind: 'postgres', url: cluster.url }, { log: silentLog, onLockLost: silentLog });
    service = await serve(testConfig(), store);
  });
  afterAll(async () => {
    await service?.close();
    await store?.close();
    if (cluster) stopCluster(cluster);
  });

  it('is ready while the database answers, unavailable (503, Retry-After) while it is stopped, and ready again once it is back', async () => {
    const ready = await service.http.get('/readyz');
    expect([ready.status, ready.body.status, ready.headers['cache-control']]).toEqual([200, 'ready', 'no-store']);

    haltCluster(cluster);
    const down = await service.http.get('/readyz');
    expect([down.status, down.body.status, down.headers['retry-after']]).toEqual([503, 'unavailable', '5']);
    // The process itself is alive: a supervisor must not restart it for its database.
    expect((await service.http.get('/healthz')).status).toBe(200);
    // A checkout meanwhile is told to come back, never given a 500.
    const refused = await postCheckout(service.http, checkoutBody());
    expect([refused.status, refused.body, refused.headers['retry-after']]).toEqual([
      503,
      { error: STORE_UNAVAILABLE, code: 'unavailable' },
      '5',
    ]);

    resumeCluster(cluster);
    expect((await service.http.get('/readyz')).status).toBe(200);
    expect((await postCheckout(service.http, checkoutBody())).status).toBe(200);
  });

  it('survives PostgreSQL stopping under a transaction between two statements: the transaction fails as "unavailable"', async () => {
    const opened = await openDatabase({ kind: 'postgres', url: cluster.url }, { log: silentLog, onLockLost: silentLog });
    let halted!: () => void;
    const stopped = new Promise<void>((resolve) => (halted = resolve));
    let began!: () => void;
    const inTransaction = new Promise<void>((resolve) => (began = resolve));
    const transaction = opened.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      began();
      await stopped;
      await tx.execute(sql`select 1`);
    });
    await inTransaction;
    haltCluster(cluster);
    halted();
    const failure = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    resumeCluster(cluster);
    await opened.close().catch(() => undefined);
    expect(isStoreUnavailable(failure)).toBe(true);
    expect((await service.http.get('/readyz')).status).toBe(200);
  });

  it('is unavailable once the replica is stopping, whatever its database says', async () => {
    let stopping = false;
    const replica = await serve(testConfig(), store, silentLog, { stopping: () => stopping });
    expect((await replica.http.get('/readyz')).status).toBe(200);
    stopping = true;
    const answer = await replica.http.get('/readyz');
    await replica.close();
    expect([answer.status, answer.body.status]).toEqual([503, 'stopping']);
  });
});

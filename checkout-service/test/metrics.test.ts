import { openStore, type Store } from '../src/store/openStore';
import { serviceMetrics } from '../src/metrics/serviceMetrics';
import { startMetricsServer } from '../src/metrics/metricsServer';
import { BACKENDS } from './support/backends';
import { checkoutBody, postCheckout, serve, silentLog, testConfig, type Service } from './support/fixtures';

describe.each(BACKENDS)('the metrics an operator scrapes (GET /metrics on loopback), on %s', (name, fresh) => {
  let cleanup: () => Promise<void>;
  let store: Store;
  let service: Service;
  let metrics: Awaited<ReturnType<typeof startMetricsServer>>;

  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
    const registry = serviceMetrics(store.readings);
    service = await serve(testConfig(), store, silentLog, { onAnswered: registry.observe });
    metrics = await startMetricsServer(registry.registry, 0);
  });
  afterAll(async () => {
    await metrics.stop();
    await service.close();
    await store.close();
    await cleanup();
  });

  const scrape = async () => (await fetch(`http://${metrics.address}/metrics`)).text();

  it('counts requests by route pattern and status, and reads orders, outbox, stock held and the pool from the store', async () => {
    expect(metrics.address).toMatch(/^127\.0\.0\.1:\d+$/);
    expect((await postCheckout(service.http, checkoutBody())).status).toBe(200);
    await service.http.get('/api/orders/by-session/test_missing');
    const text = await scrape();
    expect(text).toContain('http_request_duration_seconds_count{method="POST",route="/api/create-checkout-session",status="200"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/orders/by-session/:sessionId",status="404"} 1');
    expect(text).toContain('orders{status="pending"} 1');
    expect(text).toMatch(/^outbox_pending_messages 0$/m);
    expect(text).toMatch(/^outbox_oldest_pending_age_seconds 0$/m);
    expect(text).toMatch(/^stock_units_held 0$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
    if (name === 'PostgreSQL') expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
    else expect(text).not.toMatch(/^db_pool_connections\{/m);
  });

  it('answers nothing but GET /metrics', async () => {
    const other = await fetch(`http://${metrics.address}/api/orders`);
    expect(other.status).toBe(404);
  });
});

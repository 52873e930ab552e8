import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AccessEntry } from '../logging/accessLog';
import type { StoreReadings } from './storeReadings';

/**
 * The service's Prometheus metrics (prom-client; docs/operations.md#metrics), in a registry of its
 * own (tests run many apps in one process): the process's defaults; every answered request by
 * method, route pattern and status, with its latency; and, read from the order store when
 * scraped, the orders by status, the outbox's depth and oldest message, the stock units held by
 * unpaid checkouts, and the database pool.
 */
export function serviceMetrics(store: StoreReadings) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answered requests, by method, route pattern and status, and how long each took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'orders',
    help: 'Orders in the store, by status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await store.ordersByStatus()) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'outbox_pending_messages',
    help: 'E-mails waiting to be sent.',
    registers: [registry],
    async collect() {
      this.set((await store.outbox()).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'How long the oldest e-mail waiting to be sent has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set((await store.outbox()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'stock_units_held',
    help: 'Units of counted stock held by unpaid checkouts.',
    registers: [registry],
    async collect() {
      this.set(await store.unitsHeld());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "The PostgreSQL pool's connections: total, idle, and requests waiting for one (none on the embedded store).",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = store.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return {
    registry,
    /** src/logging/accessLog.ts's report, counted. */
    observe: ({ method, route, status, ms }: AccessEntry) => requests.observe({ method, route, status: String(status) }, ms / 1000),
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Middleware } from 'koa';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** What a request was for: a page the server composes, a proxied API call, a remote's file through the gateway, or the shell's own file. */
function kindOf(path: string): 'api' | 'remote-file' | 'file' | 'page' {
  if (/^\/api(\/|$)/i.test(path)) return 'api';
  if (path.startsWith('/remotes/')) return 'remote-file';
  return /\.[a-z0-9]+$/i.test(path) ? 'file' : 'page';
}

/**
 * The shell's server's Prometheus metrics (prom-client; docs/operations.md#metrics): the
 * process's defaults, and every answered request by kind and status with its latency (by kind,
 * not path: paths are unbounded and may hold an order page's token).
 */
export function shellMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answered requests, by kind (page, api, remote-file, file) and status, and how long each took.',
    labelNames: ['kind', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const measure: Middleware = (ctx, next) => {
    const started = performance.now();
    // Proxied and streamed answers are sent by their own writers: counted when the response is done.
    ctx.res.once('close', () =>
      requests.observe({ kind: kindOf(ctx.path), status: String(ctx.res.statusCode) }, (performance.now() - started) / 1000),
    );
    return next();
  };
  return { registry, measure };
}

/**
 * GET /metrics on loopback only, apart from the site's port: never reachable through the load
 * balancer. A collection that fails is a 503 with its reason, never a request left open or an
 * unhandled rejection that would stop the site (the checkout-service's metrics server answers alike).
 */
export function serveMetrics(registry: Registry, port: number): Promise<{ address: string; stop(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: Error) =>
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`# metrics unavailable: ${error.message}\n`),
    );
  });
  // Never keeps a stopping process alive.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}

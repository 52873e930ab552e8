import http from 'node:http';
import type { Registry } from 'prom-client';
import { listen } from '../http/listen';

/**
 * The metrics' own server (METRICS_PORT), on loopback only, apart from the shop's port: a
 * scraper on the same machine or network namespace reads it, the public never can through the
 * load balancer (docs/operations.md#metrics). GET /metrics, anything else 404.
 */
export async function startMetricsServer(registry: Registry, port: number): Promise<{ address: string; stop(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: Error) =>
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`# metrics unavailable: ${error.message}\n`),
    );
  });
  const address = await listen(server, { host: '127.0.0.1', port });
  return {
    address,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createShellServer } from '../src/apps/shellServer';
import { Gauge, Registry } from 'prom-client';
import { serveMetrics, shellMetrics } from '../src/metrics';
import { builtFolder, closedPort, serveSite } from './support';

const folder = builtFolder();
afterAll(() => folder.remove());

describe("the shell's server's metrics (GET /metrics on loopback, METRICS_PORT)", () => {
  it('count each answered request by kind and status, never by path, with the process defaults', async () => {
    const metrics = shellMetrics();
    const site = await serveSite(
      createShellServer({ root: folder.root, apiTarget: `http://127.0.0.1:${await closedPort()}`, measure: metrics.measure }),
    );
    await fetch(`${site.url}/api/orders/by-token/a-secret-token`);
    await fetch(`${site.url}/no-such-file.js`);
    await site.close();
    const { address, stop } = await serveMetrics(metrics.registry, 0);
    const text = await (await fetch(`http://${address}/metrics`)).text();
    expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(text).toContain('http_request_duration_seconds_count{kind="api",status="502"} 1');
    expect(text).toContain('http_request_duration_seconds_count{kind="file",status="404"} 1');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).not.toContain('a-secret-token');
    expect((await fetch(`http://${address}/`)).status).toBe(404);
    await stop();
  });

  it('answer 503 with the reason when a collection fails, and keep serving', async () => {
    const registry = new Registry();
    let failing = true;
    new Gauge({
      name: 'outbox_depth',
      help: 'A gauge read from a store that may be down.',
      registers: [registry],
      collect() {
        if (failing) throw new Error('the store did not answer');
        this.set(3);
      },
    });
    const { address, stop } = await serveMetrics(registry, 0);
    const failed = await fetch(`http://${address}/metrics`);
    expect(failed.status).toBe(503);
    expect(await failed.text()).toContain('the store did not answer');
    failing = false;
    const answered = await fetch(`http://${address}/metrics`);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('cache-control')).toBe('no-store');
    expect(await answered.text()).toContain('outbox_depth 3');
    await stop();
  });

  it('refuse to start on a port already taken, instead of leaving the site without metrics', async () => {
    const first = await serveMetrics(new Registry(), 0);
    await expect(serveMetrics(new Registry(), Number(first.address.split(':')[1]))).rejects.toThrow(/EADDRINUSE/);
    await first.stop();
  });
});

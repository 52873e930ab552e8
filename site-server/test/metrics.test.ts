import { createShellServer } from '../src/apps/shellServer';
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
    const address = await serveMetrics(metrics.registry, 0);
    const text = await (await fetch(`http://${address}/metrics`)).text();
    expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(text).toContain('http_request_duration_seconds_count{kind="api",status="502"} 1');
    expect(text).toContain('http_request_duration_seconds_count{kind="file",status="404"} 1');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).not.toContain('a-secret-token');
    expect((await fetch(`http://${address}/`)).status).toBe(404);
  });
});

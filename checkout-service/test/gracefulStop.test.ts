import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { stopGracefully } from '../src/http/gracefulStop';
import { createHttpServer } from '../src/http/httpServer';

/** The service's server, whose one route answers when the test says so, as a checkout in flight would. */
async function slowServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const app = new Koa();
  app.use(async (ctx) => {
    await released;
    ctx.body = 'done';
  });
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, release };
}

const get = (port: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', agent: new http.Agent({ keepAlive: true }) }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });

describe('a replica asked to stop (SIGTERM) finishes what is in flight, then releases its store and exits 0', () => {
  // jest's own limit (5 s) is under the server's keep-alive (10 s): a stop that waited for it fails.
  it('says it is stopping at once, takes no new connection, answers the request in flight, stops its loops before closing the store', async () => {
    const { server, port, release } = await slowServer();
    const steps: string[] = [];
    const lifecycle = { stopping: false };
    const inFlight = get(port);
    // The request has reached the handler before the stop is asked.
    await new Promise((resolve) => server.once('request', resolve));
    const exit = stopGracefully({
      server,
      store: { close: async () => void steps.push('store closed') },
      loops: [{ stop: async () => void steps.push('loop stopped') }],
      lifecycle,
      graceMs: 10_000,
      log: () => undefined,
    });
    expect(lifecycle.stopping).toBe(true);
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(steps).toEqual([]);
    release();
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(await exit).toBe(0);
    expect(steps).toEqual(['loop stopped', 'store closed']);
  });

  it('gives up with exit code 1 when a request is still open after the grace period', async () => {
    const { server, port, release } = await slowServer();
    const inFlight = get(port).catch(() => null);
    await new Promise((resolve) => server.once('request', resolve));
    const logged: string[] = [];
    const code = await stopGracefully({
      server,
      store: { close: async () => undefined },
      loops: [],
      lifecycle: { stopping: false },
      graceMs: 200,
      log: (line) => void logged.push(line),
    });
    expect(code).toBe(1);
    expect(logged).toEqual(['Open requests did not finish within 0.2 s; stopping anyway']);
    release();
    await inFlight;
    server.closeAllConnections();
  });
});

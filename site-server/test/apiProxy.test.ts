import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import Koa from 'koa';
import { createStaticHost, type StaticHostOptions } from '../src/apps/staticHost';
import { apiProxy } from '../src/middleware/apiProxy';
import { builtFolder, closedPort, serveSite, startUpstream, type Upstream } from './support';

const folder = builtFolder();
afterAll(() => folder.remove());

/** The site in front of `upstream` (the API proxy is the same middleware in both apps). */
const shellFor = (upstream: Upstream, options: Partial<StaticHostOptions> = {}) =>
  serveSite(createStaticHost({ root: folder.root, apiTarget: upstream.url, ...options }));

/** A raw request's answer once its body has been read. */
const answered = (req: http.ClientRequest) =>
  new Promise<IncomingMessage>((resolve) => req.on('response', (res) => res.resume().on('end', () => resolve(res))));

describe('/api/* through the shell', () => {
  it('passes the body through byte for byte, with its method, path and query', async () => {
    const upstream = await startUpstream({ handle: (_req, res, body) => res.end(body) });
    const shell = await shellFor(upstream);
    // Not valid UTF-8 on purpose: a re-encoding anywhere would change it.
    const body = Buffer.concat([
      Buffer.from('{"type":"checkout.session.completed","note":"café ✓"}'),
      Buffer.from([0xff, 0xfe, 0x00, 0x80]),
    ]);
    const res = await fetch(`${shell.url}/api/stripe/webhook?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=abc' },
      body,
    });
    const echoed = Buffer.from(await res.arrayBuffer());
    await shell.close();
    await upstream.close();
    expect(res.status).toBe(200);
    expect(upstream.received[0]).toMatchObject({ method: 'POST', url: '/api/stripe/webhook?x=1' });
    expect(upstream.received[0].headers['stripe-signature']).toBe('t=1,v1=abc');
    expect(upstream.received[0].body.equals(body)).toBe(true);
    expect(echoed.equals(body)).toBe(true);
  });

  it('streams the body: the service has its first part before the client has sent the rest', async () => {
    let firstPart: (text: string) => void = () => undefined;
    const arrived = new Promise<string>((resolve) => (firstPart = resolve));
    const upstream = await startUpstream({
      onRequest: (req, res) => {
        req.once('data', (chunk: Buffer) => firstPart(chunk.toString()));
        req.on('end', () => res.end('{}'));
      },
    });
    const shell = await shellFor(upstream);
    const [head, tail] = ['{"items":', '[],"x":1}'];
    const req = http.request(`${shell.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': head.length + tail.length },
    });
    const response = answered(req);
    req.write(head);
    expect(await arrived).toBe(head);
    req.end(tail);
    expect((await response).statusCode).toBe(200);
    await shell.close();
    await upstream.close();
  });

  it("forwards the browser's cookies and credentials: the service is the site's own", async () => {
    const upstream = await startUpstream();
    const shell = await shellFor(upstream);
    await fetch(`${shell.url}/api/admin/orders`, { headers: { Cookie: 'session=1', Authorization: 'Bearer farm-token' } });
    await shell.close();
    await upstream.close();
    expect(upstream.received[0].headers).toMatchObject({ cookie: 'session=1', authorization: 'Bearer farm-token' });
  });

  it("forwards the browser's Origin and the client's address, and no hop-by-hop header either way", async () => {
    const upstream = await startUpstream({
      handle: (_req, res) => {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          Connection: 'X-Upstream-Secret',
          'X-Upstream-Secret': '1',
          'Keep-Alive': 'timeout=5',
          'Proxy-Authenticate': 'Basic',
          'Retry-After': '7',
        });
        res.end('{}');
      },
    });
    const shell = await shellFor(upstream);
    const req = http.request(`${shell.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:3000',
        'Content-Type': 'application/json',
        Connection: 'keep-alive, X-Client-Hop',
        'X-Client-Hop': '1',
        'Proxy-Authorization': 'Basic eA==',
        TE: 'trailers',
        'Keep-Alive': 'timeout=9',
        'X-Forwarded-For': '198.51.100.9',
      },
    });
    req.end('{}');
    const answer = await answered(req);
    await shell.close();
    await upstream.close();
    const { headers } = upstream.received[0];
    expect(headers.origin).toBe('http://localhost:3000');
    // The client's address is appended to what the client claimed; the service believes only this proxy's part.
    expect(headers['x-forwarded-for']).toMatch(/^198\.51\.100\.9,(::ffff:)?127\.0\.0\.1$/);
    for (const name of ['x-client-hop', 'proxy-authorization', 'te', 'keep-alive']) expect(headers[name]).toBeUndefined();
    expect(headers.connection ?? '').not.toMatch(/x-client-hop/i);
    expect(answer.headers['retry-after']).toBe('7');
    for (const name of ['x-upstream-secret', 'proxy-authenticate']) expect(answer.headers[name]).toBeUndefined();
    expect(answer.headers['keep-alive']).not.toBe('timeout=5');
  });

  it("keeps the client's address in X-Forwarded-For when the client's Connection names it", async () => {
    const upstream = await startUpstream();
    const shell = await shellFor(upstream);
    const req = http.request(`${shell.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Connection: 'X-Forwarded-For, X-Forwarded-Host' },
    });
    req.end('{}');
    const status = (await answered(req)).statusCode;
    await shell.close();
    await upstream.close();
    expect(status).toBe(200);
    // The service's rate limit counts the client by this address, not by the proxy's.
    expect(upstream.received[0].headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(upstream.received[0].headers['x-forwarded-host']).toBe(new URL(shell.url).host);
  });

  it("sends the service a Host of its own when the client's Connection names Host, and the service answers", async () => {
    const upstream = await startUpstream({ handle: (_req, res) => res.end('{"ok":true}') });
    const shell = await shellFor(upstream);
    const answer = await new Promise((resolve) => {
      const req = http.request(`${shell.url}/api/create-checkout-session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Connection: 'Host' },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.end('{}');
    });
    await shell.close();
    await upstream.close();
    expect(answer).toEqual({ status: 200, body: '{"ok":true}' });
    expect(upstream.received[0].headers.host).toBe(new URL(upstream.url).host);
  });

  it('answers the way the service does, without opening the API to other origins (no CORS)', async () => {
    const upstream = await startUpstream({
      handle: (_req, res) => {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '42' });
        res.end('{"error":"Too many."}');
      },
    });
    const shell = await shellFor(upstream);
    const api = await fetch(`${shell.url}/api/create-checkout-session`, {
      method: 'POST',
      body: '{}',
      headers: { Origin: 'https://evil.example' },
    });
    const file = await fetch(`${shell.url}/js/main.0123456789.js`);
    await shell.close();
    await upstream.close();
    expect(api.status).toBe(429);
    expect(api.headers.get('retry-after')).toBe('42');
    expect(await api.json()).toEqual({ error: 'Too many.' });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends /API/... to the service as well, which answers it as it would directly', async () => {
    const upstream = await startUpstream({ handle: (req, res) => res.end(JSON.stringify({ path: req.url })) });
    const shell = await shellFor(upstream);
    const res = await fetch(`${shell.url}/API/Create-Checkout-Session`, { method: 'POST', body: '{}' });
    await shell.close();
    await upstream.close();
    expect(await res.json()).toEqual({ path: '/API/Create-Checkout-Session' });
  });

  it('answers 502 JSON with Retry-After when the service is down (a replica restarting: ask again)', async () => {
    const shell = await serveSite(createStaticHost({ root: folder.root, apiTarget: `http://127.0.0.1:${await closedPort()}` }));
    const res = await fetch(`${shell.url}/api/create-checkout-session`, { method: 'POST', body: '{}' });
    await shell.close();
    expect(res.status).toBe(502);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: 'The checkout service is not reachable. Please try again in a moment.',
      code: 'unavailable',
    });
  });

  it('answers 504 JSON when the service does not answer in time', async () => {
    const upstream = await startUpstream({ handle: () => undefined });
    const shell = await shellFor(upstream, { apiTimeoutMs: 200 });
    const res = await fetch(`${shell.url}/api/create-checkout-session`, { method: 'POST', body: '{}' });
    await shell.close();
    await upstream.close();
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      error: 'The checkout service did not answer in time. Please try again in a moment.',
      code: 'unavailable',
    });
  });

  it.each<[string, ((req: IncomingMessage, res: ServerResponse) => void) | undefined]>([
    ['waits for the body', undefined],
    [
      'has already answered (a 429 before reading the body)',
      (_req, res) => {
        res.writeHead(429, { 'Content-Type': 'application/json' });
        res.end('{"error":"Too many."}');
      },
    ],
  ])('closes the upstream request of every client that goes away mid-body, when the service %s', async (_case, onRequest) => {
    const upstream = await startUpstream({ onRequest });
    const shell = await shellFor(upstream);
    const clients = 50;
    const sockets = Array.from({ length: clients }, () => {
      const socket = net.connect(shell.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/create-checkout-session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"items":`,
      );
      return socket;
    });
    await upstream.connectionsMade(clients);
    for (const socket of sockets) socket.destroy();
    await upstream.allClosed();
    expect(upstream.sockets.size).toBe(0);
    await shell.close();
    await upstream.close();
  });
});

describe('/api/* carries one request id from nginx (or the browser) to the service', () => {
  it("passes nginx's X-Request-Id on, makes one when none came, and reports each forwarded request with it", async () => {
    const upstream = await startUpstream();
    const forwarded: Array<{ requestId: string; method: string; status: number }> = [];
    const app = new Koa();
    app.use(apiProxy(upstream.url, { onAnswered: (entry) => void forwarded.push(entry) }));
    const proxied = await serveSite(app);
    await fetch(`${proxied.url}/api/orders/by-session/x`, { headers: { 'X-Request-Id': 'nginx-7b1' } });
    await fetch(`${proxied.url}/api/orders/by-session/y`, { headers: { 'X-Request-Id': 'not one\tid' } });
    await proxied.close();
    await upstream.close();
    const ids = upstream.received.map((request) => request.headers['x-request-id']);
    expect(ids[0]).toBe('nginx-7b1');
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(forwarded.map(({ requestId, method, status }) => ({ requestId, method, status }))).toEqual([
      { requestId: 'nginx-7b1', method: 'GET', status: 200 },
      { requestId: ids[1], method: 'GET', status: 200 },
    ]);
  });
});

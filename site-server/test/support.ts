/** Servers and clients for the tests: a built folder, a site served from it, a stand-in service. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type Koa from 'koa';
import { listen } from '../src/listen';

type ServerTimeouts = NonNullable<NonNullable<Parameters<typeof listen>[2]>['timeouts']>;

/** Timeouts short enough for a test; production's are 30 s. */
export const SHORT_TIMEOUTS: ServerTimeouts = { requestMs: 300, headersMs: 300, keepAliveMs: 200, checkEveryMs: 50 };

/** The files that make a folder the shell's build for the page composer: the prerendered frames, its pages and its CSP hashes. */
export const SHELL_BUILD = {
  'index.html':
    '<!doctype html><html><head><title>Terra Verde</title><meta name="description" content="The farm."></head><body><main id="main"></main></body></html>',
  'pages/office-frame.html':
    '<!doctype html><html><head><title>Terra Verde</title><meta name="description" content="The farm."></head><body><main id="main"></main></body></html>',
  'pages/shell.json': {
    identifierPrefix: 'shell-',
    notFound: { html: '<h2>Not found</h2>', head: { title: 'Not found', description: '' } },
    unavailable: {},
  },
  'csp-hashes.json': { 'script-src': [], 'style-src': [] },
};

/** What a built remote writes in place of its asset base; the composer swaps it for the gateway's. */
export const REMOTE_BASE_TOKEN = 'https://remote-base.invalid/';

/** A remote's page table (pages/pages.json) around its routes; build, site and token are alike for every test remote. */
export function pageTable<Route>({ remote, identifierPrefix, routes }: { remote: string; identifierPrefix: string; routes: Route[] }) {
  return {
    format: 1,
    remote,
    build: { manifest: 'mf-manifest.json', manifestSha256: 'a'.repeat(64), pinnedManifest: 'mf-manifest.aaaaaaaaaaaaaaaa.json' },
    siteUrl: 'https://terraverde.farm',
    remoteBaseToken: REMOTE_BASE_TOKEN,
    identifierPrefix,
    routes,
  };
}

/** A folder's files: text as it is, anything else as JSON. */
type Files = Record<string, unknown>;

/** A folder shaped like a build: index.html, a hashed script, and whatever else a test adds. */
export function builtFolder(files: Files = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const all: Files = {
    'index.html': '<!doctype html><title>Terra Verde</title><div id="root"></div>',
    'js/main.0123456789.js': 'console.log(1);',
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface ServedSite {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `app` (the static host or the shell's server) on a free port. */
export async function serveSite(app: Koa, timeouts?: ServerTimeouts): Promise<ServedSite> {
  const server = await listen(app, 0, { timeouts });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, port, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface UpstreamOptions {
  /** Answers once the whole body is in. */
  handle?: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;
  /** Answers at once. */
  onRequest?: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * A stand-in checkout-service: `handle(req, res, body)` answers once the whole body is in
 * (or `onRequest(req, res)` answers at once). It records what arrived and its open sockets.
 */
export async function startUpstream({ handle, onRequest }: UpstreamOptions = {}) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const emptied: Array<() => void> = [];
  let connections = 0;
  const reached: Array<{ count: number; resolve: () => void }> = [];
  const server = http.createServer((req, res) => {
    if (onRequest) return onRequest(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      (handle ?? ((_req, response) => response.end('{}')))(req, res, body);
    });
    return undefined;
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    connections += 1;
    for (const waiter of reached.filter(({ count }) => count <= connections)) waiter.resolve();
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) emptied.splice(0).forEach((resolve) => resolve());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    sockets,
    /** Resolves once `count` connections have been made to the stand-in. */
    connectionsMade: (count: number) =>
      new Promise<void>((resolve) => (connections >= count ? resolve() : reached.push({ count, resolve }))),
    /** Resolves once no connection to the stand-in is left open. */
    allClosed: () => new Promise<void>((resolve) => (sockets.size === 0 ? resolve() : emptied.push(resolve))),
    close: () => closeServer(server),
  };
}

export type Upstream = Awaited<ReturnType<typeof startUpstream>>;

/** A raw client: writes what `send` writes, resolves with everything answered once the server closes. */
export function rawRequest(port: number, send: (socket: Socket) => void): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => send(socket));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
  });
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

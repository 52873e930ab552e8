/** Servers and clients for the tests: a built folder, the site served from it, a stand-in service. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticApp, listen } from '../staticSite.mjs';

/** Timeouts short enough for a test; production's are 30 s. */
export const SHORT_TIMEOUTS = { requestMs: 300, headersMs: 300, keepAliveMs: 200, checkEveryMs: 50 };

/** The files that make a folder the shell's build for the page composer: the prerendered frame, its pages and its CSP hashes. */
export const SHELL_BUILD = {
  'index.html': '<!doctype html><html><head><title>Terra Verde</title><meta name="description" content="The farm."></head><body><main id="main"></main></body></html>',
  'pages/shell.json': { identifierPrefix: 'shell-', notFound: { html: '<h2>Not found</h2>', head: { title: 'Not found', description: '' } }, unavailable: {} },
  'csp-hashes.json': { 'script-src': [], 'style-src': [] },
};

/** A folder shaped like a build: index.html, a hashed script, and whatever else a test adds. */
export function builtFolder(files = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const all = { 'index.html': '<!doctype html><title>Terra Verde</title><div id="root"></div>', 'js/main.0123456789.js': 'console.log(1);', ...files };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Serves `options` (createStaticApp's) on a free port. */
export async function serveSite(options, timeouts) {
  const server = await listen(createStaticApp(options), 0, { timeouts });
  return { server, url: `http://127.0.0.1:${server.address().port}`, port: server.address().port, close: () => closeServer(server) };
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * A stand-in checkout-service: `handle(req, res, body)` answers once the whole body is in
 * (or `onRequest(req, res)` answers at once). It records what arrived and its open sockets.
 */
export async function startUpstream({ handle, onRequest } = {}) {
  const received = [];
  const sockets = new Set();
  const emptied = [];
  let connections = 0;
  const reached = [];
  const server = http.createServer((req, res) => {
    if (onRequest) return onRequest(req, res);
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      (handle ?? ((_req, response) => response.end('{}')))(req, res, body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    connections += 1;
    for (const waiter of reached.filter(({ count }) => count <= connections)) waiter.resolve();
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) emptied.splice(0).forEach((resolve) => resolve());
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    received,
    sockets,
    /** Resolves once `count` connections have been made to the stand-in. */
    connectionsMade: (count) => new Promise((resolve) => (connections >= count ? resolve() : reached.push({ count, resolve }))),
    /** Resolves once no connection to the stand-in is left open. */
    allClosed: () => new Promise((resolve) => (sockets.size === 0 ? resolve() : emptied.push(resolve))),
    close: () => closeServer(server),
  };
}

/** A raw client: writes what `send` writes, resolves with everything answered once the server closes. */
export function rawRequest(port, send) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => send(socket));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
  });
}

/** A port nothing listens on. */
export async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

import http from 'node:http';
import type Koa from 'koa';

/** How long a client may take; tests pass shorter ones. */
export interface ServerTimeouts {
  /** The whole request, headers and body; a body still arriving then is answered 408 and closed. */
  requestMs: number;
  /** The request's headers. */
  headersMs: number;
  /** An idle connection between requests. */
  keepAliveMs: number;
  /** How often Node checks the two above (its default, 30 s, would let a request run for up to twice its limit). */
  checkEveryMs: number;
}

/**
 * A cart is a few kilobytes: 30 s is plenty on the slowest phone and bounds what a client that
 * trickles its request can hold. Idle connections stay 10 s, longer than the shell's proxy keeps
 * them (so the proxy, not the service, closes them and never reuses one being closed).
 */
const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, headersMs: 30_000, keepAliveMs: 10_000, checkEveryMs: 1_000 };

/** The service's HTTP server, with every timeout set. */
export function createHttpServer(app: Koa, timeouts: ServerTimeouts = SERVER_TIMEOUTS): http.Server {
  const server = http.createServer(
    { requestTimeout: timeouts.requestMs, headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    app.callback(),
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Once the server is stopping (src/http/gracefulStop.ts), a kept-alive connection whose request
  // was in flight is closed as soon as its answer is sent, not keepAliveMs later, so a stop waits
  // only for the requests themselves.
  server.on('request', (_req, res) => {
    res.once('finish', () => {
      if (!server.listening) setImmediate(() => server.closeIdleConnections());
    });
  });
  return server;
}

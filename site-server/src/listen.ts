import http, { type Server } from 'node:http';
import type Koa from 'koa';

interface ServerTimeouts {
  /** The whole request; a body still arriving then is answered 408. */
  requestMs: number;
  headersMs: number;
  /** An idle connection between requests. */
  keepAliveMs: number;
  /** How often Node checks the two first. */
  checkEveryMs: number;
}

/**
 * A page and its files are a few hundred kilobytes: 30 s bounds what a client that trickles its
 * request can hold (it is answered 408), and idle connections close after 5 s. Tests pass shorter ones.
 */
const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, headersMs: 30_000, keepAliveMs: 5_000, checkEveryMs: 1_000 };

/** Where a site listens unless told otherwise: this machine only, as a host behind a proxy or `npm start` wants. */
export const LOOPBACK_HOST = '127.0.0.1';

/** The address the servers' commands listen on: HOST (0.0.0.0 to be reached from other machines), or this machine only. */
export const listenHost = (env: NodeJS.ProcessEnv) => env.HOST?.trim() || LOOPBACK_HOST;

interface ListenOptions {
  timeouts?: ServerTimeouts;
  /** The address to listen on, e.g. 0.0.0.0 to be reached from other machines. */
  host?: string;
}

/** Starts a site with every timeout set; resolves with the listening server. */
export function listen(app: Koa, port: number, { timeouts = SERVER_TIMEOUTS, host = LOOPBACK_HOST }: ListenOptions = {}): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(
      // Node checks the two timeouts this often; its default, 30 s, would let a request run for up to twice its limit.
      { requestTimeout: timeouts.requestMs, headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
      app.callback(),
    );
    server.keepAliveTimeout = timeouts.keepAliveMs;
    // Once stopping, a kept-alive connection (nginx keeps them) closes as soon as its answer is
    // sent, rather than keepAliveMs later: a stop waits for the requests, not for idle sockets.
    server.on('request', (_req, res) => {
      res.once('finish', () => {
        if (!server.listening) setImmediate(() => server.closeIdleConnections());
      });
    });
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** How long open requests may take after a stop is asked before the process exits anyway. */
const STOP_GRACE_MS = 10_000;

/**
 * A command's server stops on Ctrl-C or a SIGTERM: no new connection, idle ones closed, and the
 * open requests answered (within 10 s; exit 1 if they were not), then exit 0.
 */
export function closeOnSignals(server: Server): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

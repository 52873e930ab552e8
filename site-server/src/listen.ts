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
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** A command's server stops on Ctrl-C or a SIGTERM once its open requests are answered. */
export function closeOnSignals(server: Server): void {
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

import type Koa from 'koa';
import type { Server } from 'node:http';

export interface StaticAppOptions {
  /** The built folder to serve (a package's dist). */
  root: string;
  /** Where /api/* is proxied (the checkout-service), e.g. http://127.0.0.1:4000. */
  apiTarget?: string;
  /** How long the checkout-service may stay silent before the proxy answers 504 (default 30 s). */
  apiTimeoutMs?: number;
  /** Served as /remotes.json instead of the file in `root`. */
  remoteConfig?: object;
  /** Origins the shell's forms may lead to besides its own (Stripe Checkout's, when configured). */
  formActionOrigins?: string[];
  /** The shell: answer each page URL with its own HTML, composed from the remotes' route tables. */
  composePages?: boolean;
  /** How long a remote's route table is used before it is revalidated (default 3 s). */
  pagesTtlMs?: number;
}

export interface ServerTimeouts {
  /** The whole request; a body still arriving then is answered 408. */
  requestMs: number;
  headersMs: number;
  /** An idle connection between requests. */
  keepAliveMs: number;
  /** How often Node checks the two above. */
  checkEveryMs: number;
}

export interface ListenOptions {
  /** Default SERVER_TIMEOUTS. */
  timeouts?: ServerTimeouts;
  /** The address to listen on; default 127.0.0.1, this machine only. */
  host?: string;
}

export const SERVER_TIMEOUTS: ServerTimeouts;
export function cacheControlFor(filePath: string): string;
export function createStaticApp(options: StaticAppOptions): Koa;
export function listen(app: Koa, port: number, options?: ListenOptions): Promise<Server>;

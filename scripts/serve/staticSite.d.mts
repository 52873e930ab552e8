import type Koa from 'koa';
import type { Server } from 'node:http';

export interface StaticAppOptions {
  /** The built folder to serve (a package's dist). */
  root: string;
  /** Where /api/* is proxied (the checkout-service), e.g. http://127.0.0.1:4000. */
  apiTarget?: string;
  /** Served as /remotes.json instead of the file in `root`. */
  remoteConfig?: object;
}

export function cacheControlFor(filePath: string): string;
export function createStaticApp(options: StaticAppOptions): Koa;
export function listen(app: Koa, port: number): Promise<Server>;

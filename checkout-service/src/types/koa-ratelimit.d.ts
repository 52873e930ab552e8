/** The part of koa-ratelimit 6 (which ships no types) that the service uses. */
declare module 'koa-ratelimit' {
  import type { Context, Middleware } from 'koa';

  interface MemoryOptions {
    driver: 'memory';
    /** Where the counts live; the service sweeps expired entries itself. */
    db: Map<string, { reset: number }>;
    duration: number;
    max: number;
    id: (ctx: Context) => string | false;
    throw?: boolean;
    errorMessage?: string;
    disableHeader?: boolean;
  }

  export default function ratelimit(options: MemoryOptions): Middleware;
}

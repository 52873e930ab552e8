import type { Server } from 'node:http';
import type { Logger } from '../logger';

/** A background loop (the mail sender, the sweepers): stopped, waiting for a run in progress, before the store closes. */
export interface Loop {
  stop(): Promise<void>;
}

interface Stopping {
  server: Server;
  store: { close(): Promise<void> };
  loops: readonly Loop[];
  /** Set at once, so /readyz answers 503 while the rest finishes (src/http/healthRoutes.ts). */
  lifecycle: { stopping: boolean };
  /** How long requests in flight may take before the process gives up on them. */
  graceMs: number;
  log: Logger;
}

/** Each server's stop, once asked: a second signal waits for the first stop instead of starting another. */
const stopped = new WeakMap<Server, Promise<number>>();

/**
 * The service's stop (docs/deployment.md#stopping-a-replica): it takes no new connections and
 * closes idle ones; requests in flight finish, each in its own transaction, so none is left
 * half-written; then the background loops finish their run and the store releases its database
 * connections. Resolves with the exit code: 0 when all of that happened within `graceMs`, 1 when
 * requests were still open then (their transactions roll back when the process exits) or the
 * store did not close. Asked twice, it answers the first stop's code.
 */
export function stopGracefully({ server, store, loops, lifecycle, graceMs, log }: Stopping): Promise<number> {
  if (stopped.has(server)) return stopped.get(server)!;
  lifecycle.stopping = true;
  const done = new Promise<number>((resolve) => {
    const late = setTimeout(() => {
      log(`Open requests did not finish within ${graceMs / 1000} s; stopping anyway`);
      resolve(1);
    }, graceMs);
    late.unref();
    server.close(() => {
      Promise.all(loops.map((loop) => loop.stop()))
        .then(() => store.close())
        .then(
          () => {
            clearTimeout(late);
            resolve(0);
          },
          (error) => {
            clearTimeout(late);
            log('The order store did not close cleanly', error);
            resolve(1);
          },
        );
    });
    server.closeIdleConnections();
  });
  stopped.set(server, done);
  return done;
}

import Router from '@koa/router';
import type { Store } from '../store/openStore';

/** A database slower than this to answer `select 1` is as good as down, for a load balancer. */
const READY_TIMEOUT_MS = 2_000;

interface HealthOptions {
  /** The payment provider's name, which /healthz says (a deployment check reads it). */
  provider: string;
  /** True once the process was asked to stop: it finishes its requests but takes no new ones. */
  stopping: () => boolean;
}

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());

/**
 * `/healthz`: the process is alive (a supervisor restarts it otherwise). `/readyz`: it should be
 * sent requests: the order store answers (its migrations ran before the service listened) and it is
 * not stopping. nginx, `npm run cluster` and the tests wait on /readyz (docs/deployment.md).
 */
export function healthRoutes(store: Pick<Store, 'ping'>, { provider, stopping }: HealthOptions): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', provider };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (stopping()) {
      ctx.status = 503;
      ctx.body = { status: 'stopping' };
      return;
    }
    try {
      await Promise.race([store.ping(), timeout(READY_TIMEOUT_MS)]);
      ctx.body = { status: 'ready' };
    } catch (error) {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { status: 'unavailable', reason: `The order store does not answer: ${(error as Error).message}` };
    }
  });
  return router;
}

import Koa from 'koa';
import Router from '@koa/router';
import { checkoutRoutes } from './checkout/checkoutRoutes';
import { sessionRateLimit } from './checkout/sessionRateLimit';
import type { ServiceConfig } from './config';
import { jsonErrors } from './httpErrors';
import { LocalPaymentProvider } from './providers/localProvider';
import { createStripeProvider } from './providers/stripeProvider';
import type { PaymentProvider } from './providers/types';
import { testPaymentRoutes } from './testPayment/testPaymentRoutes';

export type Logger = (message: string, error?: unknown) => void;

export const consoleLogger: Logger = (message, error) => {
  if (error === undefined) console.error(`[checkout-service] ${message}`);
  else console.error(`[checkout-service] ${message}:`, error instanceof Error ? (error.stack ?? error.message) : error);
};

/** Builds the service from its configuration: no listening and no globals, so tests run many side by side. */
export function createApp(config: ServiceConfig, log: Logger = consoleLogger): Koa & { provider: PaymentProvider } {
  const app = new Koa();
  // Koa would print every error itself; jsonErrors already logs what matters.
  app.silent = true;
  const provider = config.stripe ? createStripeProvider(config.stripe, log) : new LocalPaymentProvider();

  app.use(jsonErrors(log));

  const health = new Router();
  health.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', provider: provider.name };
  });

  const limitSessions = sessionRateLimit(config.sessionsPerMinute, config.trustedProxies);
  const routers = [health, checkoutRoutes(provider, config.siteOrigins, limitSessions)];
  if (provider instanceof LocalPaymentProvider) routers.push(testPaymentRoutes(provider, config.siteOrigins));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return Object.assign(app, { provider });
}

import Router from '@koa/router';
import type { Context } from 'koa';
import { TEST_PAYMENT_PATH, type LocalPaymentProvider } from '../providers/localProvider';
import { renderMissingTestPaymentPage, renderTestPaymentPage } from './renderTestPaymentPage';

/** The page is self-contained: inline CSS only, forms posting back here, then on to the site. */
function contentSecurityPolicy(siteOrigins: readonly string[]): string {
  return ["default-src 'none'", "style-src 'unsafe-inline'", `form-action 'self' ${siteOrigins.join(' ')}`, "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
}

export function testPaymentRoutes(provider: LocalPaymentProvider, siteOrigins: readonly string[]): Router {
  const router = new Router({ prefix: TEST_PAYMENT_PATH });
  const csp = contentSecurityPolicy(siteOrigins);

  const html = (ctx: Context, status: number, body: string) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Security-Policy', csp);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = body;
  };

  router.get('/:sessionId', (ctx) => {
    const payment = provider.find(ctx.params.sessionId);
    if (payment) html(ctx, 200, renderTestPaymentPage(payment, TEST_PAYMENT_PATH));
    else html(ctx, 404, renderMissingTestPaymentPage());
  });

  // 303: the browser follows with a GET to the shop's page, as it would coming back from Stripe.
  for (const [action, target] of [['pay', 'successUrl'], ['cancel', 'cancelUrl']] as const) {
    router.post(`/:sessionId/${action}`, (ctx) => {
      const payment = provider.find(ctx.params.sessionId);
      if (!payment) return html(ctx, 404, renderMissingTestPaymentPage());
      ctx.status = 303;
      ctx.redirect(payment.order[target]);
    });
  }
  return router;
}

import { API_PATHS } from 'contract';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { RequestError } from '../../http/httpErrors';
import type { Fulfil } from '../../orders/fulfil';
import { LocalPaymentProvider } from './localProvider';
import type { OrderStore } from '../../orders/orderStore';
import { renderMissingTestPaymentPage, renderTestPaymentPage } from './renderTestPaymentPage';

/** The page is self-contained: inline CSS only, forms posting back here, then on to the site. */
function contentSecurityPolicy(siteOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${siteOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Pay and Cancel come only from the page itself. Browsers say where a request comes from in
 * Sec-Fetch-Site, which no page can forge; older ones send only Origin, which must then be the
 * site's (the page is served through the site's /api). The page's no-referrer policy makes some
 * browsers send "Origin: null" for its own forms, so Sec-Fetch-Site is asked first.
 * A form on another site cannot pay or cancel a shopper's order.
 */
function sameOriginOnly(siteOrigins: readonly string[]): Middleware {
  return async (ctx, next) => {
    const fetchSite = ctx.get('Sec-Fetch-Site');
    const origin = ctx.get('Origin');
    const sameOrigin = fetchSite ? fetchSite === 'same-origin' : siteOrigins.includes(origin);
    if (!sameOrigin) throw new RequestError(403, 'Test payments can only be paid or cancelled from their own page.');
    await next();
  };
}

export function testPaymentRoutes(
  provider: LocalPaymentProvider,
  orders: OrderStore,
  fulfil: Fulfil,
  siteOrigins: readonly string[],
): Router {
  const router = new Router({ prefix: API_PATHS.testPayment });
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

  router.get('/:sessionId', async (ctx) => {
    const payment = await provider.find(ctx.params.sessionId);
    const order = payment && (await orders.findById(payment.orderId));
    if (payment && order) html(ctx, 200, renderTestPaymentPage(payment, order, API_PATHS.testPayment));
    else html(ctx, 404, renderMissingTestPaymentPage());
  });

  // 303: the browser follows with a GET to the shop's page, as it would coming back from Stripe.
  // Only the first Pay or Cancel settles the session; a repeated one changes nothing and goes
  // where the session's state says: the success page once paid, the page itself otherwise.
  for (const action of ['pay', 'cancel'] as const) {
    router.post(`/:sessionId/${action}`, sameOriginOnly(siteOrigins), async (ctx) => {
      const { sessionId } = ctx.params;
      const payment = await provider.find(sessionId);
      if (!payment) return html(ctx, 404, renderMissingTestPaymentPage());
      const settled = await provider.settle(sessionId, action === 'pay' ? 'paid' : 'cancelled');
      if (settled) await fulfil(sessionId);
      const state = settled ? (action === 'pay' ? 'paid' : 'cancelled') : payment.outcome;
      // A Pay on a session the shop closed (its order cancelled or replaced) or let expire takes
      // nothing and says so, on the page itself (docs/product.md#late-payments).
      if (action === 'pay' && state !== 'paid') {
        const order = await orders.findById(payment.orderId);
        const now = await provider.find(sessionId);
        if (order && now) return html(ctx, 409, renderTestPaymentPage(now, order, API_PATHS.testPayment));
      }
      ctx.status = 303;
      if (state === 'paid') ctx.redirect(LocalPaymentProvider.successUrl(payment));
      else if (state === 'cancelled' && action === 'cancel') ctx.redirect(payment.cancelUrl);
      else ctx.redirect(`${API_PATHS.testPayment}/${sessionId}`);
    });
  }
  return router;
}

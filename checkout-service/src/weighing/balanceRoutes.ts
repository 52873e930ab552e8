import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { API_PATHS, orderPagePath } from 'contract';
import { RequestError } from '../http/httpErrors';
import type { OrderStore } from '../orders/orderStore';
import { PAGE_TOKEN } from '../orders/pageToken';
import type { PaymentProvider } from '../payments/types';
import type { SettleBalance } from './balancePayment';
import { PAY_LINK_PAGE_CSP, PAY_LINK_SENTENCES, payLinkPage } from './payLinkPage';

export interface BalanceRouteOptions {
  /** The site's public origin: the order's page, where the payment page returns the shopper. */
  site: string;
  /** The public look-ups' limit per address (src/http/rateLimit.ts), shared with the order page's. */
  limitLookups: Middleware;
}

function answerPage(ctx: Context, status: number, sentence: string, orderPage: string | null) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', PAY_LINK_PAGE_CSP);
  ctx.body = payLinkPage(sentence, orderPage ? { href: orderPage, text: 'See your order' } : null);
}

function goTo(ctx: Context, url: string) {
  ctx.status = 303;
  ctx.redirect(url);
}

/**
 * `GET /api/orders/by-token/:token/pay`, the link a shopper is e-mailed when the card hold of an
 * order with weighed produce ended before it was weighed (docs/decisions/weighed-produce.md, step
 * 5): a payment page for the exact amount, charged at once, opened anew (or the open one again) on
 * each click and kept with the order. An order that no longer waits for it (paid, refunded) goes to
 * its own page; a link that is no order's is a small page saying so. A session opened before is
 * asked about first, so a payment whose webhook has not come is recorded, not taken twice.
 */
export function balanceRoutes(
  orders: Pick<OrderStore, 'findByPageToken' | 'attachBalanceSession'>,
  provider: PaymentProvider,
  settleBalance: SettleBalance,
  { site, limitLookups }: BalanceRouteOptions,
): Router {
  const router = new Router();
  router.get(API_PATHS.orderBalancePayment, limitLookups, async (ctx) => {
    const { token } = ctx.params;
    ctx.set('Cache-Control', 'no-store');
    // The address holds the order page's secret: it is never sent on to the payment page.
    ctx.set('Referrer-Policy', 'no-referrer');
    let order = PAGE_TOKEN.test(token) ? await orders.findByPageToken(token) : null;
    if (!order) return answerPage(ctx, 404, PAY_LINK_SENTENCES.notFound, null);
    const orderPage = `${site}${orderPagePath(order.pageToken)}`;
    if (order.payment.state === 'pay_link_sent' && order.balanceSessionId)
      order = (await settleBalance(order.balanceSessionId))?.order ?? order;
    const amountCents = order.payment.chargedCents;
    if (order.payment.state !== 'pay_link_sent' || amountCents === null) return goTo(ctx, orderPage);
    if (order.provider !== provider.name) return answerPage(ctx, 409, PAY_LINK_SENTENCES.otherProvider, orderPage);
    let session;
    try {
      session = await provider.createBalanceSession({
        order,
        amountCents,
        successUrl: orderPage,
        cancelUrl: orderPage,
        siteOrigin: new URL(site).origin,
      });
    } catch (error) {
      // The provider's own sentence (it is not answering, or refused): the shopper may try again.
      if (error instanceof RequestError) return answerPage(ctx, error.status, error.message, orderPage);
      throw error;
    }
    // Paid or refunded while the page was being made: the order's page says which.
    if (!(await orders.attachBalanceSession(order.id, session.id))) return goTo(ctx, orderPage);
    goTo(ctx, session.url);
  });
  return router;
}

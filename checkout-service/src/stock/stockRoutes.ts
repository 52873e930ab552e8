import Router from '@koa/router';
import type { Middleware } from 'koa';
import { API_PATHS } from 'contract';
import { jsonBody } from '../http/jsonBody';
import { changeStock, STOCK_BODY_LIMIT } from './stockChanges';
import type { StockStore } from './stockStore';
import { changeProductSale, PRODUCT_SALE_BODY_LIMIT } from '../products/productSale';

/** How long a shop page may reuse an answer: the shell's server and the browser both read it (docs/decisions/live-availability.md). */
const AVAILABILITY_MAX_AGE_S = 5;

/**
 * `GET /api/availability`, public: what is left of every product and which are weighed,
 * cacheable for a few seconds, with the hold's buffer (WEIGHED_HOLD_BUFFER_PERCENT), so the
 * checkout says what it holds before the shopper pays.
 */
export function availabilityRoutes(stock: StockStore, holdBufferPercent: number): Router {
  const router = new Router();
  router.get(API_PATHS.availability, async (ctx) => {
    ctx.set('Cache-Control', `public, max-age=${AVAILABILITY_MAX_AGE_S}`);
    ctx.body = { products: await stock.availability(), holdBufferPercent };
  });
  return router;
}

/**
 * The office's Products screen, behind a signed-in staff member. That a change comes from the site
 * itself and no answer is cached is the staff area's guard (`staffArea` in src/staff/staffRoutes.ts).
 */
export function staffStockRoutes(stock: StockStore, guards: { requireStaff: Middleware }): Router {
  const router = new Router();
  router.get(API_PATHS.staffStock, guards.requireStaff, async (ctx) => {
    ctx.body = { products: await stock.list() };
  });
  router.put(API_PATHS.staffStockProduct, guards.requireStaff, ...jsonBody(STOCK_BODY_LIMIT), changeStock(stock));
  router.put(API_PATHS.staffProduct, guards.requireStaff, ...jsonBody(PRODUCT_SALE_BODY_LIMIT), changeProductSale(stock));
  return router;
}

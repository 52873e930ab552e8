import Router from '@koa/router';
import type { Context } from 'koa';
import { API_PATHS, NewStaffAccountSchema } from 'contract';
import type { OrderStore } from '../orders/orderStore';
import { requireToken, type GuardOptions } from './adminToken';
import { toCsv } from '../exports/csv';
import { queryText, sendCsv, wantsCsv } from '../exports/csvAnswer';
import { parseOrderFilter, parseRange } from '../exports/orderFilters';
import { staffView } from '../orders/orderViews';
import { ORDER_CSV_COLUMNS, ORDER_CSV_PHONE_COLUMNS, orderCsvRecord, PACKING_CSV_COLUMNS, packingCsvRecord } from '../exports/orderExports';
import { jsonBody } from '../http/jsonBody';
import { parseBody } from '../http/validateBody';
import { addStaffAccount, removeStaffAccount } from '../staff/staffAccounts';
import type { StaffStore } from '../staff/staffStore';
import { changeStock, STOCK_BODY_LIMIT } from '../stock/stockChanges';
import { changeProductSale, PRODUCT_SALE_BODY_LIMIT } from '../products/productSale';
import type { StockStore } from '../stock/stockStore';
import { adminDeliveryHandlers } from '../delivery/deliveryRoutes';
import type { DeliveryRulesStore } from '../delivery/deliveryRulesStore';

/** A new staff account is an e-mail and a password: well under this. */
const STAFF_BODY_LIMIT = '4kb';
/** Its shape; what makes a good e-mail and password, addStaffAccount says in its own sentences. */
const NEW_STAFF_SHAPE = 'The request body must be a JSON object with email and password.';

/** A download named for the day it was made, in UTC: `orders-2026-11-23.csv`. */
const sendDatedCsv = (ctx: Context, name: string, csv: string) => sendCsv(ctx, `${name}-${new Date().toISOString().slice(0, 10)}`, csv);

/**
 * The farm's view of its orders, behind ADMIN_TOKEN: the list (newest first, by status and
 * date range) and the packing list, as JSON or CSV. Without a token configured they do not exist.
 * Wrong tokens are counted and logged per client address (`guard`, src/admin/adminToken.ts).
 */
export function adminRoutes(
  orders: OrderStore,
  token: string,
  staff: StaffStore,
  stock: StockStore,
  guard: GuardOptions,
  deliveryRules: DeliveryRulesStore,
): Router {
  const router = new Router();
  router.use(
    [
      API_PATHS.adminOrders,
      API_PATHS.adminPacking,
      API_PATHS.adminStaff,
      API_PATHS.adminStaffMember,
      API_PATHS.adminStock,
      API_PATHS.adminProduct,
      API_PATHS.adminDelivery,
    ],
    requireToken(token, staff, guard),
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
  );

  router.get(API_PATHS.adminOrders, async (ctx) => {
    const csv = wantsCsv(ctx);
    const filter = parseOrderFilter({
      status: queryText(ctx, 'status'),
      from: queryText(ctx, 'from'),
      to: queryText(ctx, 'to'),
      limit: queryText(ctx, 'limit'),
    });
    const list = (await orders.list(filter)).map(staffView);
    if (csv) sendDatedCsv(ctx, 'orders', toCsv(ORDER_CSV_COLUMNS, list.map(orderCsvRecord), ORDER_CSV_PHONE_COLUMNS));
    else ctx.body = { orders: list, limit: filter.limit };
  });

  router.get(API_PATHS.adminPacking, async (ctx) => {
    const csv = wantsCsv(ctx);
    const range = parseRange({ from: queryText(ctx, 'from'), to: queryText(ctx, 'to') });
    const lines = await orders.packingList(range);
    if (csv) sendDatedCsv(ctx, 'packing', toCsv(PACKING_CSV_COLUMNS, lines.map(packingCsvRecord)));
    else ctx.body = { from: range.from?.toISOString() ?? null, to: range.to?.toISOString() ?? null, lines };
  });

  // Stock, for scripts and stocktakes (docs/product.md#stock); the office's Products screen does the same.
  router.put(API_PATHS.adminStock, ...jsonBody(STOCK_BODY_LIMIT), changeStock(stock));
  // Which products are sold by weight (docs/product.md#sold-by-weight); the office's Products screen does the same.
  router.put(API_PATHS.adminProduct, ...jsonBody(PRODUCT_SALE_BODY_LIMIT), changeProductSale(stock));

  // The delivery rules, for scripts (docs/product.md#delivery-rules); the office's Delivery screen does the same.
  const delivery = adminDeliveryHandlers(deliveryRules, guard.now);
  router.get(API_PATHS.adminDelivery, delivery.read);
  router.put(API_PATHS.adminDelivery, ...delivery.replace);

  // Staff accounts, for `npm run staff` while a service owns the data directory (src/cli/staff.ts).
  router.post(API_PATHS.adminStaff, ...jsonBody(STAFF_BODY_LIMIT), async (ctx) => {
    const account = parseBody(NewStaffAccountSchema, ctx.request.body, { '': () => NEW_STAFF_SHAPE });
    ctx.status = 201;
    ctx.body = { staff: { email: await addStaffAccount(staff, account.email, account.password, new Date()) } };
  });

  router.delete(API_PATHS.adminStaffMember, async (ctx) => {
    await removeStaffAccount(staff, ctx.params.email);
    ctx.status = 204;
  });
  return router;
}

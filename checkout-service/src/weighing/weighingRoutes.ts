import Router from '@koa/router';
import { API_PATHS, MAX_LINE_GRAMS, WeightsRequestSchema } from 'contract';
import { jsonBody } from '../http/jsonBody';
import { parseBody, type Sentences } from '../http/validateBody';
import type { MailComposer } from '../mail/compose';
import type { Outbox } from '../mail/outbox';
import { orderDetailOf, orderNumberOf, type OfficeGuards, type OfficeState } from '../office/officeRoutes';
import type { OrderStore } from '../orders/orderStore';
import type { PaymentProvider } from '../payments/types';
import { createWeighOrder } from './weighOrder';
import type { WeighingStore } from './weighingStore';

/** An order's weights are a few lines of numbers. */
const BODY_LIMIT = '8kb';

/** Refusals of a weights request (WeightsRequestSchema), by field. */
const WEIGHTS_SENTENCES: Sentences = {
  '': () =>
    'The request body must be a JSON object with lines, each weighed line as { productId, grams }, and an optional chargeHoldMaximum.',
  lines: () => "lines must list each weighed line's productId and grams, at least one line.",
  'lines[]': () => 'Each line must be an object with productId and grams.',
  'lines[].productId': () => "Each line's productId must be a whole number: the product's id in the order.",
  'lines[].grams': () => `Each line's grams must be a whole number from 1 to ${MAX_LINE_GRAMS}: the whole line's weight on the scale.`,
  chargeHoldMaximum: () => 'chargeHoldMaximum must be true or false.',
};

export interface WeighingRouteDeps {
  orders: OrderStore;
  outbox: Outbox;
  weighing: WeighingStore;
  provider: PaymentProvider;
  mail: MailComposer;
}

/**
 * The office's weighing at packing (docs/decisions/weighed-produce.md): `POST
 * /api/staff/orders/:number/weights` records the weighed lines' grams and charges the exact amount,
 * answered with the order as its page shows it (OrderDetail). A signed-in staff member
 * (`requireStaff`); that it comes from the site itself is the staff area's guard (src/staff/staffRoutes.ts).
 */
export function weighingRoutes(deps: WeighingRouteDeps, guards: OfficeGuards): Router<OfficeState> {
  const router = new Router<OfficeState>();
  const weigh = createWeighOrder(deps);
  const detail = orderDetailOf(deps.orders, deps.outbox);

  router.post(API_PATHS.staffOrderWeights, guards.requireStaff, ...jsonBody(BODY_LIMIT), async (ctx) => {
    const number = orderNumberOf(ctx);
    const request = parseBody(WeightsRequestSchema, ctx.request.rawBody ? ctx.request.body : undefined, WEIGHTS_SENTENCES);
    ctx.body = await detail(await weigh(number, request, ctx.state.staff.email));
  });

  return router;
}

import {
  BILLING_FIELDS,
  type BillingDetails,
  type BillingField,
  checkoutSessionRequestSchema,
  type CheckoutRule,
  findProductById,
  FULFILMENT_METHODS,
  MAX_CHECKOUT_LINES,
  MAX_LINE_QUANTITY,
  PICKUP_DAYS_AHEAD,
  PICKUP_FIELDS,
  pickupDaysAfter,
  type PickupDayRule,
  productImageUrl,
  productPriceCents,
} from 'contract';
import { RequestError } from '../http/httpErrors';
import { parseBody, type Problem, type Sentences } from '../http/validateBody';
import { isSiteAddress } from './returnUrls';
import type { CheckoutOrder, PricedLine } from '../domain';

/** Stripe's own limit for idempotency keys. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const BODY_SHAPE = 'The request body must be a JSON object with items, success_url and cancel_url.';
const FULFILMENT_SHAPE = `fulfilment must be an object with method (${FULFILMENT_METHODS.join(' or ')}) and, for a pickup, pickupDay; for a delivery once the farm has delivery zones, deliveryDay.`;
const CUSTOMER_SHAPE =
  'customer must be an object with the billing details (firstName, lastName, country, address1, city, state, postcode, email, ...).';

/** What a pickup keeps besides its fields: the shopper's notes. The address is not asked for, so not kept. */
const PICKUP_KEEPS: readonly BillingField[] = [...PICKUP_FIELDS, 'notes'];

/**
 * The offending value, shortened so a huge input is not echoed back whole. Lists and objects are
 * named, never serialised: nested thousands of levels deep, they would overflow the stack.
 */
function shown(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

const shownDay = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : 'nothing');

/**
 * The service's refusal of each issue the request's schema finds (contract/src/api/checkoutSession.ts),
 * word for word what docs/product.md#checkout-service-rules and the tests pin: each names the field and,
 * where it helps, the limit, the value sent or the pickup days there are.
 */
function checkoutSentences(today: string, siteOrigins: readonly string[]): Sentences {
  const days = pickupDaysAfter(today);
  const choose = `choose one of the next ${PICKUP_DAYS_AHEAD} opening days, ${days[0]} to ${days[days.length - 1]}`;
  const notADay = (day: unknown) => `fulfilment.pickupDay must be a date written YYYY-MM-DD (got ${shownDay(day)}).`;
  const pickupDay: Record<PickupDayRule, (day: string) => string> = {
    calendarDay: notADay,
    past: (day) => `fulfilment.pickupDay ${day} is in the past; ${choose}.`,
    today: (day) => `fulfilment.pickupDay ${day} is today, which can no longer be booked; ${choose}.`,
    closed: (day) => `fulfilment.pickupDay ${day} is a Sunday, when the farm is closed; ${choose}.`,
    beyond: (day) => `fulfilment.pickupDay ${day} is more than ${PICKUP_DAYS_AHEAD} opening days ahead; ${choose}.`,
  };
  const returnUrl = ({ path }: Problem) =>
    `${path} must be an absolute address on this shop's own site, such as ${siteOrigins[0]}/checkout/success.`;
  const ruleOf = (problem: Problem) => problem.rule as CheckoutRule | undefined;
  return {
    '': () => BODY_SHAPE,
    items: ({ code, value }) => {
      if (code === 'too_small') return 'Your cart is empty: items must hold at least one line.';
      if (code === 'too_big')
        return `A checkout can hold at most ${MAX_CHECKOUT_LINES} lines; this one has ${(value as unknown[]).length}.`;
      return 'items must be an array of cart lines, each with an id and a quantity.';
    },
    'items[]': ({ path }) => `${path} must be an object with an id and a quantity.`,
    'items[].id': ({ path, value }) => `${path} must be the id of a product in the catalogue (got ${shown(value)}).`,
    'items[].quantity': ({ path, value }) => `${path} must be a whole number from 1 to ${MAX_LINE_QUANTITY} (got ${shown(value)}).`,
    success_url: returnUrl,
    cancel_url: returnUrl,
    fulfilment: ({ code, key }) =>
      code === 'unrecognized_keys'
        ? `fulfilment.${key?.slice(0, 40)} is not a fulfilment field; the fields are method, pickupDay and deliveryDay.`
        : FULFILMENT_SHAPE,
    'fulfilment.method': ({ value }) => `fulfilment.method must be ${FULFILMENT_METHODS.join(' or ')} (got ${shownDay(value)}).`,
    'fulfilment.pickupDay': ({ value, parent, rule }) => {
      if ((parent as { method?: unknown }).method === 'delivery') return 'fulfilment.pickupDay is for pickups only; a delivery has none.';
      if (value === undefined || value === null) return `fulfilment.pickupDay is required for a pickup: ${choose}.`;
      return rule === undefined ? notADay(value) : pickupDay[rule as PickupDayRule](value as string);
    },
    // Only its shape here: which days may be booked is the farm's rules' (src/checkout/deliveryChoice.ts).
    'fulfilment.deliveryDay': ({ value, parent }) =>
      (parent as { method?: unknown }).method === 'pickup'
        ? 'fulfilment.deliveryDay is for deliveries only; a pickup names its pickupDay.'
        : `fulfilment.deliveryDay must be a date written YYYY-MM-DD (got ${shownDay(value)}).`,
    customer: (problem) => {
      if (problem.code === 'unrecognized_keys')
        return `customer.${problem.key?.slice(0, 40)} is not a billing field; the fields are ${BILLING_FIELDS.join(', ')}.`;
      if (ruleOf(problem) === 'customerForPickup') return `customer is required for a pickup, with ${PICKUP_FIELDS.join(', ')}.`;
      return CUSTOMER_SHAPE;
    },
    'customer.*': (problem) => {
      if (ruleOf(problem) === 'billing') return `${problem.path}: ${problem.message}`;
      if (ruleOf(problem) === 'oneLine') return `${problem.path} must be one line.`;
      return `${problem.path} must be text.`;
    },
  };
}

/** Every line priced, named and pictured from the catalogue, repeated ids merged; only id and quantity are read. */
function priceLines(items: readonly { id: number; quantity: number }[], siteOrigin: string): PricedLine[] {
  const quantities = new Map<number, number>();
  for (const { id, quantity } of items) quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  return [...quantities].map(([id, quantity]) => {
    const product = findProductById(id)!;
    if (quantity > MAX_LINE_QUANTITY) {
      throw new RequestError(
        400,
        `The lines for "${product.title}" add up to ${quantity}; at most ${MAX_LINE_QUANTITY} of one product can be ordered.`,
      );
    }
    return {
      productId: id,
      title: product.title,
      imageUrl: new URL(productImageUrl(product.thumb), siteOrigin).href,
      unitAmountCents: productPriceCents(product),
      quantity,
      // Whether the farm weighs it is read from the store as the checkout starts (src/checkout/startCheckout.ts).
      estimatedGrams: null,
    };
  });
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates a create-checkout-session request with the contract's schema (src/http/validateBody.ts)
 * and prices it; throws a RequestError on the first problem. `today` is the farm's calendar day,
 * which pickup days are counted from: the schema and its sentences are made once a day.
 */
export function checkoutRequestParser(siteOrigins: readonly string[]) {
  const isReturnUrl = (url: string) => isSiteAddress(url, siteOrigins);
  let made: { today: string; schema: ReturnType<typeof checkoutSessionRequestSchema>; sentences: Sentences } | undefined;
  return (body: unknown, idempotencyHeader: string | undefined, today: string): CheckoutOrder => {
    if (made?.today !== today)
      made = { today, schema: checkoutSessionRequestSchema({ today, isReturnUrl }), sentences: checkoutSentences(today, siteOrigins) };
    // The header is refused after a body that is no object at all, before any of the body's fields.
    if (isObject(body) && idempotencyHeader !== undefined && !IDEMPOTENCY_KEY.test(idempotencyHeader)) {
      throw new RequestError(400, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
    }
    const request = parseBody(made.schema, body, made.sentences);
    const successUrl = new URL(request.success_url);
    const lines = priceLines(request.items, successUrl.origin);
    const method = request.fulfilment?.method ?? 'delivery';
    const customer: BillingDetails | null = request.customer ?? null;
    if (customer && method === 'pickup') for (const field of BILLING_FIELDS) if (!PICKUP_KEEPS.includes(field)) customer[field] = '';
    return {
      lines,
      totalCents: lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0),
      successUrl: successUrl.href,
      cancelUrl: new URL(request.cancel_url).href,
      siteOrigin: successUrl.origin,
      idempotencyKey: idempotencyHeader ?? null,
      customer,
      // The zone and its fee are the farm's rules' to say, in the pending order's transaction (src/checkout/deliveryChoice.ts).
      fulfilment: {
        method,
        pickupDay: request.fulfilment?.pickupDay ?? null,
        deliveryDay: request.fulfilment?.deliveryDay ?? null,
        zone: null,
        feeCents: 0,
      },
    };
  };
}

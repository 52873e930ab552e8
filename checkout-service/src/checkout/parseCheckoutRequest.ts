import { findProductById, MAX_LINE_QUANTITY, productImageUrl, productPriceCents } from 'contract';
import { RequestError } from '../http/httpErrors';
import { parseCustomer } from './parseCustomer';
import { parseFulfilment } from './parseFulfilment';
import { checkReturnUrl } from './returnUrls';
import type { CheckoutOrder, PricedLine } from '../domain';

const MAX_LINES = 50;
/** The cart's own limit, so whatever a cart holds can be paid for. */
const MAX_QUANTITY = MAX_LINE_QUANTITY;
/** Stripe's own limit for idempotency keys. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;

/** Quantity per product id, repeated ids merged. Only id and quantity are read: price, title and thumb are ignored. */
function collectQuantities(items: unknown): Map<number, number> {
  if (!Array.isArray(items)) throw new RequestError(400, 'items must be an array of cart lines, each with an id and a quantity.');
  if (items.length === 0) throw new RequestError(400, 'Your cart is empty: items must hold at least one line.');
  if (items.length > MAX_LINES) throw new RequestError(400, `A checkout can hold at most ${MAX_LINES} lines; this one has ${items.length}.`);

  const quantities = new Map<number, number>();
  items.forEach((item, index) => {
    if (!isRecord(item)) throw new RequestError(400, `items[${index}] must be an object with an id and a quantity.`);
    const { id, quantity } = item;
    if (typeof id !== 'number' || !Number.isInteger(id) || !findProductById(id)) {
      throw new RequestError(400, `items[${index}].id must be the id of a product in the catalogue (got ${shown(id)}).`);
    }
    if (!isQuantity(quantity)) {
      throw new RequestError(400, `items[${index}].quantity must be a whole number from 1 to ${MAX_QUANTITY} (got ${shown(quantity)}).`);
    }
    quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  });
  return quantities;
}

/** Every line priced, named and pictured from the catalogue. */
function priceLines(quantities: Map<number, number>, siteOrigin: string): PricedLine[] {
  return [...quantities].map(([id, quantity]) => {
    const product = findProductById(id)!;
    if (quantity > MAX_QUANTITY) {
      throw new RequestError(400, `The lines for "${product.title}" add up to ${quantity}; at most ${MAX_QUANTITY} of one product can be ordered.`);
    }
    return {
      productId: id,
      title: product.title,
      imageUrl: new URL(productImageUrl(product.thumb), siteOrigin).href,
      unitAmountCents: productPriceCents(product),
      quantity,
    };
  });
}

/**
 * Validates a create-checkout-session request and prices it; throws a RequestError on the first
 * problem. `today` is the farm's calendar day, which pickup days are counted from.
 */
export function parseCheckoutRequest(body: unknown, idempotencyHeader: string | undefined, siteOrigins: readonly string[], today: string): CheckoutOrder {
  if (!isRecord(body)) throw new RequestError(400, 'The request body must be a JSON object with items, success_url and cancel_url.');
  if (idempotencyHeader !== undefined && !IDEMPOTENCY_KEY.test(idempotencyHeader)) {
    throw new RequestError(400, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  }
  const quantities = collectQuantities(body.items);
  const successUrl = checkReturnUrl('success_url', body.success_url, siteOrigins);
  const cancelUrl = checkReturnUrl('cancel_url', body.cancel_url, siteOrigins);
  const fulfilment = parseFulfilment(body.fulfilment, today);
  const customer = parseCustomer(body.customer, fulfilment.method);
  const lines = priceLines(quantities, successUrl.origin);
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0),
    successUrl: successUrl.href,
    cancelUrl: cancelUrl.href,
    siteOrigin: successUrl.origin,
    idempotencyKey: idempotencyHeader ?? null,
    customer,
    fulfilment,
  };
}

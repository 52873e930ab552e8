import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY } from '../cart/cartLine';
import { findProductById } from '../catalogue/lookup';
import { BILLING_FIELDS, BILLING_RULES, type BillingField } from '../checkout/billing';
import { PICKUP_FIELDS, PICKUP_RULES } from '../checkout/pickup';
import { type FormRules, validate } from '../forms';
import { fulfilmentRequestSchema } from './fulfilment';

/**
 * `POST /api/create-checkout-session` (docs/product.md#paying). The service prices each line from
 * the catalogue: of a line only `id` and `quantity` count, the rest is the cart's own copy. The
 * service validates the request with this schema; its refusals (each a sentence naming the field
 * and the limit) are its own, worded from the issues this schema finds, first issue first
 * (docs/decisions/api-contract.md). So the fields are listed in the order they are checked.
 */

/** Lines in one checkout: far more than a real cart, few enough that pricing one stays cheap. */
export const MAX_CHECKOUT_LINES = 50;
/** Ample for any page of the site. */
const MAX_RETURN_URL_LENGTH = 2048;
/** Every line break a mail client, a spreadsheet or a log reader may honour. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** The request's own checks, each named on its issue (`params.rule`) for the service to word. */
export type CheckoutRule = 'inCatalogue' | 'returnUrl' | 'oneLine' | 'billing' | 'customerForPickup';
const named = (rule: CheckoutRule) => ({ params: { rule } });

/** The cart's copy of a line's title, price and picture is never refused: what it holds is ignored. */
const ignored = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** One line or more, at most MAX_CHECKOUT_LINES, counted before any line is read. */
function checkoutLinesSchema() {
  const line = z.object({
    id: z.int().check(z.refine((id) => findProductById(id) !== undefined, named('inCatalogue'))),
    quantity: z.int().check(z.gte(1), z.lte(MAX_LINE_QUANTITY)),
    title: ignored(z.string()),
    price: ignored(z.number()),
    thumb: ignored(z.string()),
  });
  return z.pipe(z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_CHECKOUT_LINES)), z.array(line));
}

/**
 * The billing details: no field but BILLING_FIELDS (named before any field is read), each text,
 * trimmed (missing or null is empty, for the rules to require) and, but the notes, one line: a
 * break elsewhere forges lines in e-mails, labels and exports. Which are required and how long
 * each may be is the checkout form's rules, which depend on the fulfilment: `checkCustomer`.
 */
function customerSchema() {
  const text = z.pipe(
    z.nullish(z.string()),
    z.transform((value) => (value ?? '').trim()),
  );
  const oneLine = z.pipe(text, z.string().check(z.refine((value) => !LINE_BREAK.test(value), named('oneLine'))));
  const fields = Object.fromEntries(BILLING_FIELDS.map((field) => [field, field === 'notes' ? text : oneLine]));
  return z.pipe(
    z.strictObject(Object.fromEntries(BILLING_FIELDS.map((field) => [field, z.optional(z.unknown())]))),
    z.object(fields as Record<BillingField, typeof text>),
  );
}

/**
 * The checkout form's own rules (contract/src/checkout/), which need the fulfilment: a pickup needs
 * a customer, for their name, e-mail and phone, checked by PICKUP_RULES (phone required) and the
 * notes' rule, and no address; a delivery without one leaves the address to Stripe's page. Each
 * failing field is an issue carrying the form's sentence, in BILLING_FIELDS order.
 */
function checkCustomer(
  { fulfilment, customer }: { fulfilment?: { method: string }; customer?: Record<BillingField, string> },
  ctx: z.core.$RefinementCtx,
) {
  const pickup = fulfilment?.method === 'pickup';
  if (!customer) {
    const message = `A pickup needs the customer's ${PICKUP_FIELDS.join(', ')}.`;
    if (pickup) ctx.addIssue({ code: 'custom', path: ['customer'], message, ...named('customerForPickup') });
    return;
  }
  const pickupRules: FormRules<BillingField> = { ...PICKUP_RULES, notes: BILLING_RULES.notes };
  const errors = validate(customer, pickup ? pickupRules : BILLING_RULES);
  for (const field of BILLING_FIELDS) {
    const error = errors[field];
    if (error) ctx.addIssue({ code: 'custom', path: ['customer', field], message: error, input: customer[field], ...named('billing') });
  }
}

/**
 * The request as the service takes it when it is `today` at the farm (pickup days count from it),
 * and `isReturnUrl` says whether an address leads back to the site (its origins are the service's
 * configuration). Valid, its billing text comes back trimmed. Made by a function, so the browser,
 * which needs only the type, bundles none of it.
 */
export function checkoutSessionRequestSchema({ today, isReturnUrl }: { today: string; isReturnUrl: (url: string) => boolean }) {
  const returnUrl = z.string().check(z.maxLength(MAX_RETURN_URL_LENGTH, { abort: true }), z.refine(isReturnUrl, named('returnUrl')));
  return z
    .object({
      items: checkoutLinesSchema(),
      success_url: returnUrl,
      cancel_url: returnUrl,
      /** Absent: a delivery. A pickup needs only the name, e-mail and phone of `customer`. */
      fulfilment: z.optional(fulfilmentRequestSchema(today)),
      /** Absent: Stripe collects the address on its own page. */
      customer: z.optional(customerSchema()),
    })
    .check(z.superRefine(checkCustomer));
}
export type CheckoutSessionRequest = z.infer<ReturnType<typeof checkoutSessionRequestSchema>>;

/** The payment session: the provider's id, and where the browser goes to pay. */
export const CheckoutSessionSchema = z.object({ id: z.string(), url: z.string() });
/** What the browser reads of it (docs/product.md#checkout-service-rules: the answer is read for url). */
export const PaymentPageSchema = z.pick(CheckoutSessionSchema, { url: true });

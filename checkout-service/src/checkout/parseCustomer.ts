import { BILLING_FIELDS, BILLING_RULES, type BillingDetails, type BillingField, type FormRules, type FulfilmentMethod, PICKUP_FIELDS, PICKUP_RULES, validate } from 'contract';
import { LINE_BREAK } from '../http/controlCharacters';
import { RequestError } from '../http/httpErrors';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a pickup keeps besides its fields: the shopper's notes. The address is not asked for, so not kept. */
const PICKUP_KEEPS: readonly BillingField[] = [...PICKUP_FIELDS, 'notes'];

/** A pickup's rules: its fields as PICKUP_RULES say (phone required), notes as the billing form's. */
const PICKUP_CHECKS: FormRules<BillingField> = { ...PICKUP_RULES, notes: BILLING_RULES.notes };

/**
 * The optional `customer` of a checkout request, checked with the very rules the checkout form
 * uses (required fields, lengths, e-mail, a country of the list). Absent: null, and Stripe
 * collects the address itself; a pickup needs it, for its name, e-mail and phone, and keeps no
 * address. Each refusal names the field.
 */
export function parseCustomer(value: unknown, method: FulfilmentMethod): BillingDetails | null {
  if (value === undefined) {
    if (method === 'pickup') throw new RequestError(400, `customer is required for a pickup, with ${PICKUP_FIELDS.join(', ')}.`);
    return null;
  }
  if (!isRecord(value)) throw new RequestError(400, 'customer must be an object with the billing details (firstName, lastName, country, address1, city, state, postcode, email, ...).');
  const unknown = Object.keys(value).find((key) => !(BILLING_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw new RequestError(400, `customer.${unknown.slice(0, 40)} is not a billing field; the fields are ${BILLING_FIELDS.join(', ')}.`);
  const details = {} as BillingDetails;
  for (const field of BILLING_FIELDS) {
    const given = value[field] ?? '';
    if (typeof given !== 'string') throw new RequestError(400, `customer.${field} must be text.`);
    // Only the notes are several lines: a break elsewhere forges lines in e-mails, labels and exports.
    if (field !== 'notes' && LINE_BREAK.test(given.trim())) throw new RequestError(400, `customer.${field} must be one line.`);
    details[field] = given.trim();
  }
  const pickup = method === 'pickup';
  const errors = validate(details, pickup ? PICKUP_CHECKS : BILLING_RULES);
  const failed = BILLING_FIELDS.find((field) => errors[field]);
  if (failed) throw new RequestError(400, `customer.${failed}: ${errors[failed]}`);
  if (pickup) for (const field of BILLING_FIELDS) if (!PICKUP_KEEPS.includes(field)) details[field] = '';
  return details;
}

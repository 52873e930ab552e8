import { BILLING_FIELDS, BILLING_RULES, validate, type BillingDetails } from 'shared';
import { RequestError } from '../http/httpErrors';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The optional `customer` of a checkout request, checked with the very rules the checkout form
 * uses (required fields, lengths, e-mail, a country of the list). Absent: null, and Stripe
 * collects the address itself. Each refusal names the field.
 */
export function parseCustomer(value: unknown): BillingDetails | null {
  if (value === undefined) return null;
  if (!isRecord(value)) throw new RequestError(400, 'customer must be an object with the billing details (firstName, lastName, country, address1, city, state, postcode, email, ...).');
  const unknown = Object.keys(value).find((key) => !(BILLING_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw new RequestError(400, `customer.${unknown.slice(0, 40)} is not a billing field; the fields are ${BILLING_FIELDS.join(', ')}.`);
  const details = {} as BillingDetails;
  for (const field of BILLING_FIELDS) {
    const given = value[field] ?? '';
    if (typeof given !== 'string') throw new RequestError(400, `customer.${field} must be text.`);
    details[field] = given.trim();
  }
  const errors = validate(details, BILLING_RULES);
  const failed = BILLING_FIELDS.find((field) => errors[field]);
  if (failed) throw new RequestError(400, `customer.${failed}: ${errors[failed]}`);
  return details;
}

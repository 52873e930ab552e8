import { rules, type FormRules, type Rule } from '../forms';

/**
 * The checkout's billing details: one definition for the form in the browser and for the
 * checkout-service, which checks the same rules before it stores an order.
 */

/** The countries the farm delivers to, with the ISO codes Stripe uses; Canada is preselected. */
export const BILLING_COUNTRIES = [
  { name: 'Australia', code: 'AU' },
  { name: 'Canada', code: 'CA' },
  { name: 'China', code: 'CN' },
  { name: 'Japan', code: 'JP' },
  { name: 'Bangladesh', code: 'BD' },
] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number]['name'];
export const DEFAULT_BILLING_COUNTRY: BillingCountry = 'Canada';

export const BILLING_FIELDS = [
  'firstName',
  'lastName',
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'phone',
  'email',
  'notes',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingDetails = Record<BillingField, string>;

/** Generous for any real address, small enough that a stored order stays a sane size. */
export const BILLING_MAX_LENGTH: Record<BillingField, number> = {
  firstName: 100,
  lastName: 100,
  country: 60,
  address1: 200,
  address2: 200,
  city: 100,
  state: 100,
  postcode: 20,
  phone: 30,
  // The longest address the e-mail standards allow.
  email: 254,
  notes: 1000,
};

const COUNTRY_NAMES = BILLING_COUNTRIES.map((country) => country.name);

const limited = (field: BillingField, label: string, ...first: Rule[]): Rule[] => [
  ...first,
  rules.maxLength(label, BILLING_MAX_LENGTH[field]),
];

/** Required: names, country, street, town, state, postcode and e-mail; phone, second line and notes are optional. */
export const BILLING_RULES: FormRules<BillingField> = {
  firstName: limited('firstName', 'First name', rules.required('First name')),
  lastName: limited('lastName', 'Last name', rules.required('Last name')),
  country: [rules.required('Country / Region'), rules.oneOf('Country / Region', COUNTRY_NAMES)],
  address1: limited('address1', 'Street address', rules.required('Street address')),
  address2: limited('address2', 'Apartment, suite, unit'),
  city: limited('city', 'Town / City', rules.required('Town / City')),
  state: limited('state', 'State / County', rules.required('State / County')),
  postcode: limited('postcode', 'Postcode / ZIP', rules.required('Postcode / ZIP')),
  phone: limited('phone', 'Phone', rules.numeric('Phone')),
  email: limited('email', 'E-mail address', rules.required('E-mail address'), rules.email('E-mail address')),
  notes: limited('notes', 'Order notes'),
};

/** The country name for an ISO code Stripe reports, or the code itself for any other country. */
export function billingCountryName(code: string): string {
  return BILLING_COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

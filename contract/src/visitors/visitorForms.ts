import { rules, type FormRules, type Rule } from '../forms';

/**
 * The four forms a visitor sends the farm (docs/product.md#visitors-forms): one definition of each
 * form's fields and rules, for the form in the browser and for the checkout-service, which checks
 * the same rules before it stores anything.
 */

/**
 * The honeypot: a field people never see or fill (hidden, out of the tab order, autocomplete off);
 * a bot that fills every field it finds fills it too (docs/decisions/visitor-forms.md).
 */
export const HONEYPOT_FIELD = 'website';

/** Generous for anything a person writes, small enough that a stored record stays a sane size. */
const MAX = { name: 100, email: 254, phone: 30, postcode: 20, text: 5000 } as const;

const limited = (label: string, max: number, ...first: Rule[]): Rule[] => [...first, rules.maxLength(label, max)];

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'comments'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Contact (docs/product.md#form-rules-by-form): every field required, e-mail in e-mail format, phone numbers only. */
export const CONTACT_RULES: FormRules<ContactField> = {
  name: limited('Name', MAX.name, rules.required('Name')),
  email: limited('E-mail', MAX.email, rules.required('E-mail'), rules.email('E-mail')),
  phone: limited('Phone', MAX.phone, rules.required('Phone'), rules.numeric('Phone')),
  comments: limited('Comments', MAX.text, rules.required('Comments')),
};

/** Box sizes (docs/product.md#subscription): small = Couple, medium = Family, large = Gathering. */
export const BOX_SIZES = ['small', 'medium', 'large'] as const;
export type BoxSize = (typeof BOX_SIZES)[number];
export const BOX_SIZE_LABELS: Record<BoxSize, string> = { small: 'Couple', medium: 'Family', large: 'Gathering' };

export const BOX_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type BoxFrequency = (typeof BOX_FREQUENCIES)[number];
export const BOX_FREQUENCY_LABELS: Record<BoxFrequency, string> = { weekly: 'Weekly', biweekly: 'Biweekly', monthly: 'Monthly' };

/** How a box reaches the household: to their door, or collected at the farm. */
export const BOX_METHODS = ['delivery', 'pickup'] as const;
export type BoxMethod = (typeof BOX_METHODS)[number];
export const BOX_METHOD_LABELS: Record<BoxMethod, string> = { delivery: 'Delivery to my door', pickup: 'Pickup at the farm' };

export const BOX_REQUEST_FIELDS = ['boxSize', 'frequency', 'name', 'email', 'phone', 'method', 'postcode', 'startDay'] as const;
export type BoxRequestField = (typeof BOX_REQUEST_FIELDS)[number];

/** Medium (Family) and weekly are the defaults (docs/product.md#subscription); delivery is the usual way. */
export const DEFAULT_BOX_REQUEST: Record<BoxRequestField, string> = {
  boxSize: 'medium',
  frequency: 'weekly',
  name: '',
  email: '',
  phone: '',
  method: 'delivery',
  postcode: '',
  startDay: '',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay: Rule = (value) =>
  !value.trim() || (ISO_DAY.test(value.trim()) && !Number.isNaN(Date.parse(`${value.trim()}T00:00:00Z`)))
    ? null
    : 'First box must be a date, like 2026-12-07.';

/**
 * What the farm needs to call back and set the box up: a name and an e-mail, a phone if they like,
 * and a postcode when the box is delivered: the rules of the values' chosen method.
 */
export const boxRequestRules = (method: string): FormRules<BoxRequestField> => ({
  boxSize: [rules.oneOf('Box size', BOX_SIZES)],
  frequency: [rules.oneOf('Delivery frequency', BOX_FREQUENCIES)],
  name: limited('Name', MAX.name, rules.required('Name')),
  email: limited('E-mail', MAX.email, rules.required('E-mail'), rules.email('E-mail')),
  phone: limited('Phone', MAX.phone, rules.numeric('Phone')),
  method: [rules.oneOf('Delivery or pickup', BOX_METHODS)],
  postcode: limited('Postcode', MAX.postcode, (value) =>
    method === 'delivery' && !value.trim() ? 'Postcode is required for delivery.' : null,
  ),
  startDay: [isoDay],
});

export const NEWSLETTER_FIELDS = ['email'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];
export const NEWSLETTER_RULES: FormRules<NewsletterField> = {
  email: limited('E-mail', MAX.email, rules.required('E-mail'), rules.email('E-mail')),
};

export const COMMENT_FIELDS = ['name', 'email', 'comment'] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];
/** Leave a comment: name, e-mail and comment, all required (docs/product.md#form-rules-by-form). */
export const COMMENT_RULES: FormRules<CommentField> = {
  name: limited('Name', MAX.name, rules.required('Name')),
  email: limited('E-mail', MAX.email, rules.required('E-mail'), rules.email('E-mail')),
  comment: limited('Comment', MAX.text, rules.required('Comment')),
};

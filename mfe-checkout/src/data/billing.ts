import { rules, type FormRules } from 'shared';

/** Countries the shop ships to (SPEC.md section 3); Canada is preselected. */
export const COUNTRIES = ['Australia', 'Canada', 'China', 'Japan', 'Bangladesh'] as const;
export const DEFAULT_COUNTRY = 'Canada';

export type BillingField =
  | 'firstName'
  | 'lastName'
  | 'country'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'postcode'
  | 'phone'
  | 'email'
  | 'notes';

export const EMPTY_BILLING: Record<BillingField, string> = {
  firstName: '',
  lastName: '',
  country: DEFAULT_COUNTRY,
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
  notes: '',
};

/** SPEC.md section 5: phone, second address line and notes are optional. */
export const BILLING_RULES: FormRules<BillingField> = {
  firstName: [rules.required('First name')],
  lastName: [rules.required('Last name')],
  country: [rules.required('Country / Region')],
  address1: [rules.required('Street address')],
  city: [rules.required('Town / City')],
  state: [rules.required('State / County')],
  postcode: [rules.required('Postcode / ZIP')],
  phone: [rules.numeric('Phone')],
  email: [rules.required('E-mail address'), rules.email('E-mail address')],
};

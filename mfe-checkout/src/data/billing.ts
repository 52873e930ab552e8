import { BILLING_FIELDS, DEFAULT_BILLING_COUNTRY, type BillingDetails } from 'contract';

/** The billing form before the shopper types: every field empty, Canada preselected. */
export const EMPTY_BILLING: BillingDetails = {
  ...(Object.fromEntries(BILLING_FIELDS.map((field) => [field, ''])) as BillingDetails),
  country: DEFAULT_BILLING_COUNTRY,
};

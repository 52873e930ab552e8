import type { BillingDetails } from 'contract';

/** The test shopper's billing details for a delivery, so the module's and the page's tests send one customer. */
export const SHOPPER: BillingDetails = {
  firstName: 'Ana',
  lastName: 'Souza',
  country: 'Canada',
  address1: '12 Orchard Lane',
  address2: '',
  city: 'Guelph',
  state: 'Ontario',
  postcode: 'N1H 2K3',
  phone: '',
  email: 'ana@example.com',
  notes: '',
};

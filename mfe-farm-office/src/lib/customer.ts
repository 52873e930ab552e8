import type { StaffOrder } from 'contract';

type Customer = StaffOrder['customer'];

/** The customer's name as one line; the e-mail when the payment page collected no name. */
export function customerName(customer: Customer): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email || '—';
}

/** The address as a label prints it: street lines, town with state and postcode, country. */
export function addressLines(customer: Customer): string[] {
  const town = [customer.city, [customer.state, customer.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [customer.address1, customer.address2, town, customer.country].filter((line): line is string => Boolean(line));
}

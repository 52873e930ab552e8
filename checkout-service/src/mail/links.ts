import { orderPagePath } from 'contract';

/** The shopper's own order page: the order's page token is its secret. */
export const orderPageLink = (site: string, pageToken: string) => `${site}${orderPagePath(pageToken)}`;

/** The order in the farm's office (staff sign-in needed). */
export const officeOrderLink = (site: string, number: string) => `${site}/office/orders/${encodeURIComponent(number)}`;

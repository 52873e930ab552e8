/** The office's own addresses, written once for its routes and its links. */
export const OFFICE_PATHS = {
  orders: '/office',
  order: '/office/orders/:number',
  packing: '/office/packing',
  products: '/office/products',
} as const;

/** An order's page in the office. */
export const officeOrderPath = (number: string) => OFFICE_PATHS.order.replace(':number', encodeURIComponent(number));

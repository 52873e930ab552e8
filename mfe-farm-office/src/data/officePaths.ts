/** The office's own addresses, written once for its routes and its links. */
export const OFFICE_PATHS = {
  orders: '/office',
  order: '/office/orders/:number',
  packing: '/office/packing',
  holds: '/office/holds',
  products: '/office/products',
  delivery: '/office/delivery',
  /** The shoppers' field measurements (docs/decisions/field-vitals.md). */
  vitals: '/office/vitals',
  inbox: '/office/inbox',
  message: '/office/inbox/:id',
  boxRequests: '/office/box-requests',
  subscribers: '/office/subscribers',
  comments: '/office/comments',
  privacy: '/office/privacy',
} as const;

/** An order's page in the office. */
export const officeOrderPath = (number: string) => OFFICE_PATHS.order.replace(':number', encodeURIComponent(number));

/** A contact message's page in the office. */
export const officeMessagePath = (id: string) => OFFICE_PATHS.message.replace(':id', encodeURIComponent(id));

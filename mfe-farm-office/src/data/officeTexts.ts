/**
 * The office's words, as data. The service writes its own refusals (`{ error }`, shown as they
 * are); these are what the office says itself, and what it says when the service's answer has no
 * sentence in it.
 */
export const OFFICE_TEXTS = {
  areaName: 'Farm office',
  signIn: {
    title: 'Farm office sign-in',
    description: 'Sign in to the Terra Verde farm office to see orders, move them on and print the day’s packing.',
    heading: 'Sign in',
    checking: 'Checking whether you are already signed in…',
    prompt: 'Sign in with your staff e-mail address and password.',
    missing: 'Enter your e-mail address and your password.',
    ended: 'Your session has ended. Please sign in again.',
    submit: 'Sign in',
    submitting: 'Signing in…',
  },
  signOut: 'Sign out',
  signedInAs: 'Signed in as',
  nav: {
    label: 'Farm office',
    orders: 'Orders',
    packing: 'Packing',
    holds: 'Card holds',
    products: 'Products',
    delivery: 'Delivery',
    inbox: 'Inbox',
    boxRequests: 'Box requests',
    subscribers: 'Subscribers',
    comments: 'Comments',
    vitals: 'Field vitals',
    privacy: 'Privacy',
    /** Added to a section's name when something waits in it, e.g. "Inbox, 3 new"; its badge shows the figure alone. */
    newCount: (count: number) => `, ${count} new`,
    waitingCount: (count: number) => `, ${count} waiting`,
  },
  problems: {
    unreachable: 'The order service could not be reached. Check the connection and try again.',
    unreadable: 'The order service gave an answer this page cannot read. Reload the page; if it happens again, tell the web team.',
    refused: 'The order service could not do this just now. Try again in a moment.',
    signedOut: 'Your session has ended. Please sign in again.',
    crossSite: 'This change was refused because it did not come from the farm office on this site. Reload the page and try again.',
    tooMany: (wait: string) => `Too many attempts. Try again ${wait}.`,
  },
} as const;

/** The order list's words. */
export const LIST_TEXTS = {
  title: 'Orders',
  description: 'Every order of the farm shop, today’s first: filter, search and open one.',
  filters: 'Filter orders',
  status: 'Status',
  anyStatus: 'All statuses',
  from: 'From',
  to: 'To',
  method: 'Delivery or pickup',
  anyMethod: 'All orders',
  search: 'Search',
  searchHint: 'Order number, name or e-mail',
  searchButton: 'Search',
  clear: 'Clear filters',
  loading: 'Loading orders…',
  none: 'No orders match these filters.',
  pagerLabel: 'Order list pages',
  caption: 'Orders',
  shown: (first: number, last: number, total: number) => `Orders ${first}–${last} of ${total}`,
  columns: {
    number: 'Order',
    time: 'Placed',
    customer: 'Customer',
    fulfilment: 'Delivery or pickup',
    items: 'Items',
    total: 'Total',
    status: 'Status',
  },
} as const;

/** An order's page's words. */
export const ORDER_TEXTS = {
  description: 'One order of the farm shop: its lines, its customer, its payment and its history.',
  title: (number: string) => `Order ${number}`,
  loading: 'Loading the order…',
  notFound: (number: string) => `There is no order ${number}.`,
  backToList: 'Back to the orders',
  placed: 'Placed',
  paid: 'Paid',
  lines: 'Products',
  total: 'Total',
  customer: 'Customer',
  payment: 'Payment',
  provider: 'Provider',
  reference: 'Reference',
  noReference: 'None yet',
  notes: 'Notes',
  noNotes: 'No notes',
  timeline: 'History',
  by: 'by',
  system: 'the system',
  created: 'Created',
  /** An event that changed no status: a late payment's refund, told in its note. */
  unchanged: 'unchanged',
  lateRefund: (refundId: string, heldOnly: boolean) =>
    heldOnly
      ? 'A card hold arrived after this order was closed; it was released at once, nothing charged, and the shopper was told. Nothing is to be packed.'
      : `A payment arrived after this order was closed; it was refunded at once (${refundId}) and the shopper was told. Nothing is to be packed.`,
  actions: 'Move this order on',
  noActions: 'Nothing more can be done with this order.',
  note: 'Note (optional)',
  noteHint: 'Kept in the order’s history with the change.',
  markAs: (label: string) => `Mark as ${label}`,
  changed: (number: string, label: string) => `Order ${number} is now ${label}.`,
  refund: {
    open: 'Refund…',
    heading: 'Refund this order',
    reason: 'Reason for the refund',
    reasonMissing: 'Give the reason for the refund: it is kept in the order’s history.',
    warning: (total: string) => `This pays ${total} back to the customer and cannot be undone.`,
    confirm: (total: string) => `Refund ${total}`,
    cancel: 'Keep the order',
    done: (number: string) => `Order ${number} was refunded.`,
  },
  messages: {
    heading: 'Messages',
    none: 'No e-mails about this order yet.',
    to: 'To',
    waiting: 'Waiting to send',
    sent: 'Sent',
    failed: (error: string) => `Failed: ${error}`,
    attempts: (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`),
    resend: 'Resend',
    /** The Resend button's name for screen readers: which message it sends again. */
    resendLabel: (subject: string) => `Resend ${subject}`,
    resent: (subject: string) => `A new copy of “${subject}” is waiting to send.`,
  },
} as const;

/** The packing page's words. */
export const PACKING_TEXTS = {
  title: 'Packing',
  description: 'The day’s work: what to pack, a slip for each order and the delivery run.',
  day: 'Day',
  sections: 'Packing sections',
  loading: 'Loading…',
  download: 'Download CSV',
  print: 'Print',
  product: 'Product',
  quantity: 'Quantity',
  orders: 'Orders',
  nothingToPack: 'Nothing to pack for this day.',
  noSlips: 'No orders to pack for this day.',
  deliverTo: 'Deliver to',
  noStops: 'No deliveries for this day.',
  /** The run sheet's last group once the farm has zones: deliveries made before it had any. */
  noZone: 'No zone',
  slipOrder: (number: string) => `Order ${number}`,
  phone: 'Phone',
  notes: 'Notes',
} as const;

/**
 * How an order reaches its customer, as the office says it: delivered to its address, or collected
 * at the farm on its pickup day (written out by formatPickupDay, as the checkout and e-mails do).
 */
export const FULFILMENT_TEXTS = {
  methods: { delivery: 'Delivery', pickup: 'Pickup' },
  /** The order page's line, in place of the address block. */
  pickupAtFarm: (day: string) => `Pickup at the farm on ${day}`,
  /** A delivery's line on the order page: the address follows in the customer card. */
  delivery: 'Delivery to the customer’s address',
  /** A delivery booked for a day, once the farm has zones: "Delivery on Tuesday, 22 December 2026 (Island)". */
  deliveryOn: (day: string, zone: string | null) => `Delivery on ${day}${zone ? ` (${zone})` : ''}`,
  /** A packing slip's line, in place of the address. */
  pickupOn: (day: string) => `Pickup on ${day}`,
} as const;

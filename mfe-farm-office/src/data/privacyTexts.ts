import type { PrivacyErasure } from 'contract';

const counted = (one: string, many: string) => (count: number) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The privacy page's words: finding and deleting what is stored about one address (LGPD). */
export const PRIVACY_TEXTS = {
  title: 'Privacy requests',
  description: 'Find everything the site stores about an e-mail address, and delete it when its owner asks (LGPD).',
  intro:
    'When someone asks what the farm keeps about them, or asks to be forgotten, look their e-mail address up here. Orders are listed but kept: the tax law makes the farm keep them.',
  email: 'E-mail address',
  emailMissing: 'Enter the e-mail address to look for.',
  find: 'Find',
  finding: 'Looking…',
  reportHeading: (email: string) => `Stored about ${email}`,
  nothing: 'Nothing is stored about this address apart from any orders listed below.',
  none: 'None',
  newsletter: 'Newsletter',
  newsletterStates: { unconfirmed: 'Signed up, not confirmed', confirmed: 'Confirmed subscriber', unsubscribed: 'Unsubscribed' },
  since: 'since',
  notOnList: 'Not on the list',
  outbox: 'E-mails to or about this address in the outbox',
  ordersKept: 'Orders are kept for the tax law: they are not deleted.',
  noOrders: 'No orders.',
  erase: {
    open: 'Delete everything about this address…',
    heading: 'Delete everything about this address?',
    warning: (email: string) =>
      `This deletes every contact message, box request and comment from ${email}, their newsletter sign-up and their e-mails in the outbox. It cannot be undone. Orders stay.`,
    confirm: (email: string) => `Yes, delete everything about ${email}`,
    cancel: 'Keep everything',
    erasing: 'Deleting…',
    doneHeading: (email: string) => `Deleted about ${email}`,
    done: (email: string) => `Everything about ${email} was deleted, but its orders.`,
    kept: (count: number) => (count === 0 ? 'No orders to keep.' : `${counted('order', 'orders')(count)} kept for the tax law.`),
  },
} as const;

/** The report's headings for the records a visitor sent, each with how many. */
export const PRIVACY_HEADINGS = {
  contactMessages: (count: number) => `Contact messages (${count})`,
  boxRequests: (count: number) => `Box requests (${count})`,
  comments: (count: number) => `Comments (${count})`,
  orders: (count: number) => `Orders, kept (${count})`,
} as const;

/** The erasure's figures, each said as a count of its kind. */
export const ERASED_KINDS: ReadonlyArray<{ key: keyof PrivacyErasure['deleted']; says: (count: number) => string }> = [
  { key: 'contactMessages', says: counted('contact message', 'contact messages') },
  { key: 'boxRequests', says: counted('box request', 'box requests') },
  { key: 'comments', says: counted('comment', 'comments') },
  { key: 'newsletter', says: counted('newsletter sign-up', 'newsletter sign-ups') },
  { key: 'outboxMessages', says: counted('e-mail in the outbox', 'e-mails in the outbox') },
];

import type { ContactMessageStatus } from 'contract';

/** The Inbox's words: the contact form's messages, and one message's page. */
export const INBOX_TEXTS = {
  title: 'Inbox',
  description: 'The messages visitors sent with the contact form, new ones first: open one, reply, mark it answered or spam.',
  loading: 'Loading the messages…',
  none: 'No messages yet. What visitors send with the contact form arrives here.',
  caption: 'Contact messages',
  shown: (total: number, fresh: number) =>
    `${total === 1 ? '1 message' : `${total} messages`}, ${fresh === 0 ? 'none new' : `${fresh} new`}.`,
  columns: { from: 'From', received: 'Received', text: 'Message', status: 'Status' },
  /** An empty message (only blank lines), in the list's one-line preview. */
  noText: '(no text)',
} as const;

/** One message's page. */
export const MESSAGE_TEXTS = {
  title: 'Message',
  description: 'One message a visitor sent with the contact form: the whole text, how to reach them, and marking it answered or spam.',
  loading: 'Loading the message…',
  notFound: 'There is no such message: it may have been deleted.',
  backToList: 'Back to the inbox',
  from: (name: string) => `From ${name}`,
  received: 'Received',
  email: 'E-mail',
  phone: 'Phone',
  text: 'Message',
  handled: (label: string, by: string) => `${label} by ${by}`,
  reply: 'Reply by e-mail',
  /** The reply's subject, filled in the staff member's mail program. */
  replySubject: 'Your message to Terra Verde',
  actions: 'Work this message',
  changed: (name: string, label: string) => `The message from ${name} is now ${label.toLowerCase()}.`,
} as const;

/** What the page offers for each state: answered or spam while new; back to new from either (a wrong click, or not spam after all). */
export const MESSAGE_ACTIONS: Record<ContactMessageStatus, ReadonlyArray<{ to: ContactMessageStatus; label: string }>> = {
  new: [
    { to: 'answered', label: 'Mark answered' },
    { to: 'spam', label: 'Mark as spam' },
  ],
  answered: [{ to: 'new', label: 'Mark as new' }],
  spam: [{ to: 'new', label: 'Mark as new' }],
};

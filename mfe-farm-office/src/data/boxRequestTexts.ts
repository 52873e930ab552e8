import { VISITOR_NOTE_MAX_LENGTH, type BoxRequestStatus } from 'contract';

/** The box requests' words: the Seasonal Produce Box form's requests, worked from new to active or declined. */
export const BOX_REQUEST_TEXTS = {
  title: 'Box requests',
  description: 'Households asking for the Seasonal Produce Box, new ones first: call them back, then activate or decline the box.',
  loading: 'Loading the box requests…',
  none: 'No box requests yet. What households ask for on the Subscription page arrives here.',
  shown: (total: number, fresh: number) =>
    `${total === 1 ? '1 request' : `${total} requests`}, ${fresh === 0 ? 'none new' : `${fresh} new`}.`,
  listLabel: 'Box requests',
  box: 'Box',
  boxLine: (size: string, frequency: string) => `${size}, ${frequency.toLowerCase()}`,
  method: 'How',
  postcode: 'Postcode',
  startDay: 'First box',
  noStartDay: 'No day named',
  contact: 'Contact',
  /** The subject of an e-mail to the household, filled in the staff member's mail program. */
  replySubject: 'Your Seasonal Produce Box',
  received: 'Received',
  lastNote: 'Last note',
  noteBy: (by: string) => `by ${by},`,
  note: 'Note (optional)',
  noteHint: `Kept with the request, up to ${VISITOR_NOTE_MAX_LENGTH} characters: what was agreed, or why not.`,
  noMoreSteps: 'Nothing more to do with this request.',
  changed: (name: string, label: string) => `The box request from ${name} is now ${label.toLowerCase()}.`,
} as const;

/** Each step's button, for the moves BOX_REQUEST_TRANSITIONS allows (none goes back to new today). */
export const BOX_REQUEST_ACTION_LABELS: Record<BoxRequestStatus, string> = {
  new: 'Mark as new',
  contacted: 'Mark contacted',
  active: 'Activate',
  declined: 'Decline',
};

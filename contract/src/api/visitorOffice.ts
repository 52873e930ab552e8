import * as z from 'zod/mini';
import { BOX_FREQUENCIES, BOX_METHODS, BOX_SIZES } from '../visitors/visitorForms';

/**
 * What the farm's office works of the visitors' forms (docs/product.md#visitors-forms): the Inbox
 * of contact messages, the box requests, the newsletter's subscribers, the comments waiting for
 * moderation, and the privacy look-up. Behind a signed-in staff member, as the orders are.
 */

/** A contact message: new until a staff member answers it or marks it spam. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'spam'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const CONTACT_MESSAGE_STATUS_LABELS: Record<ContactMessageStatus, string> = { new: 'New', answered: 'Answered', spam: 'Spam' };

/** A box request: new → contacted → active (the box runs) or declined (at any step before active). */
export const BOX_REQUEST_STATUSES = ['new', 'contacted', 'active', 'declined'] as const;
export type BoxRequestStatus = (typeof BOX_REQUEST_STATUSES)[number];
export const BOX_REQUEST_STATUS_LABELS: Record<BoxRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  active: 'Active',
  declined: 'Declined',
};
/** What a request may move to from each status: the one source the office's buttons and the service read. */
export const BOX_REQUEST_TRANSITIONS: Record<BoxRequestStatus, readonly BoxRequestStatus[]> = {
  new: ['contacted', 'declined'],
  contacted: ['active', 'declined'],
  active: [],
  declined: [],
};

/** A comment waits for moderation; only an approved one is shown on its post. */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The most a staff member's note on a request holds, trimmed. */
export const VISITOR_NOTE_MAX_LENGTH = 500;
const NoteSchema = z.string().check(z.trim(), z.maxLength(VISITOR_NOTE_MAX_LENGTH));

const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  text: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  /** ISO 8601, UTC. */
  receivedAt: z.string(),
  /** Who answered it or marked it spam, and when; none while it is new. */
  handledBy: z.nullable(z.string()),
  handledAt: z.nullable(z.string()),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** `GET /api/staff/messages`: the Inbox, new messages first, then the newest. */
export const ContactMessageListSchema = z.object({ messages: z.array(ContactMessageSchema) });
/** `POST /api/staff/messages/:id/status`: mark a message answered or spam (or new again). */
export const ContactMessageStatusChangeSchema = z.object({ to: z.enum(CONTACT_MESSAGE_STATUSES) });
/** Its answer, and `GET /api/staff/messages/:id`: the one message. */
export const ContactMessageDetailSchema = z.object({ message: ContactMessageSchema });

const BoxRequestViewSchema = z.object({
  id: z.string(),
  boxSize: z.enum(BOX_SIZES),
  frequency: z.enum(BOX_FREQUENCIES),
  method: z.enum(BOX_METHODS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** For a delivery; '' for a pickup. */
  postcode: z.string(),
  /** The first box's day, YYYY-MM-DD, when the household named one. */
  startDay: z.nullable(z.string()),
  status: z.enum(BOX_REQUEST_STATUSES),
  note: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The staff member who last moved it; none while it is new. */
  updatedBy: z.nullable(z.string()),
});
export type BoxRequestView = z.infer<typeof BoxRequestViewSchema>;

/** `GET /api/staff/box-requests`: new requests first, then by status, newest first. */
export const BoxRequestListSchema = z.object({ requests: z.array(BoxRequestViewSchema) });
/** `POST /api/staff/box-requests/:id/status`: move a request on (BOX_REQUEST_TRANSITIONS), with a note. */
export const BoxRequestStatusChangeSchema = z.object({ to: z.enum(BOX_REQUEST_STATUSES), note: z.optional(NoteSchema) });
export const BoxRequestDetailSchema = z.object({ request: BoxRequestViewSchema });

const SubscriberSchema = z.object({ email: z.string(), confirmedAt: z.string() });
/** `GET /api/staff/subscribers` (`?format=csv` for the mailing tool): the confirmed addresses, newest first. */
export const SubscriberListSchema = z.object({ subscribers: z.array(SubscriberSchema) });

const OfficeCommentSchema = z.object({
  id: z.string(),
  postId: z.int(),
  name: z.string(),
  email: z.string(),
  text: z.string(),
  status: z.enum(COMMENT_STATUSES),
  postedAt: z.string(),
});
export type OfficeComment = z.infer<typeof OfficeCommentSchema>;
/** `GET /api/staff/comments?status=pending`: the moderation queue, oldest first (the others newest first). */
export const OfficeCommentListSchema = z.object({ comments: z.array(OfficeCommentSchema) });
/** `POST /api/staff/comments/:id/status`: approve or reject. */
export const CommentModerationSchema = z.object({ to: z.enum(['approved', 'rejected']) });
export const OfficeCommentDetailSchema = z.object({ comment: OfficeCommentSchema });

/** `GET /api/staff/counts`: what waits for the staff, for the office's bar. */
export const OfficeCountsSchema = z.object({ newMessages: z.int(), newBoxRequests: z.int(), pendingComments: z.int() });
export type OfficeCounts = z.infer<typeof OfficeCountsSchema>;

/** `GET /api/staff/privacy?email=` and `POST /api/staff/privacy/erase` `{ email }`. */
export const PrivacyRequestSchema = z.object({ email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)) });

/**
 * Everything stored about one address (LGPD, docs/operations.md#personal-data). Orders are listed,
 * not erased: the tax law makes the farm keep them (they are what `keptOrders` names).
 */
export const PrivacyReportSchema = z.object({
  email: z.string(),
  contactMessages: z.array(ContactMessageSchema),
  boxRequests: z.array(BoxRequestViewSchema),
  comments: z.array(OfficeCommentSchema),
  newsletter: z.nullable(z.object({ state: z.enum(['unconfirmed', 'confirmed', 'unsubscribed']), createdAt: z.string() })),
  /** E-mails to or about the address still in the outbox (sent or not). */
  outboxMessages: z.int(),
  keptOrders: z.array(z.object({ number: z.string(), createdAt: z.string() })),
});
export type PrivacyReport = z.infer<typeof PrivacyReportSchema>;

/** The erasure's answer: how many of each were deleted; orders stay (the report's `keptOrders`). */
export const PrivacyErasureSchema = z.object({
  deleted: z.object({
    contactMessages: z.int(),
    boxRequests: z.int(),
    comments: z.int(),
    newsletter: z.int(),
    outboxMessages: z.int(),
  }),
  keptOrders: z.int(),
});
export type PrivacyErasure = z.infer<typeof PrivacyErasureSchema>;

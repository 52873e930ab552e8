import Router from '@koa/router';
import {
  API_PATHS,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_STATUSES,
  ContactMessageRequestSchema,
  ContactMessageStatusChangeSchema,
  type ContactMessage,
} from 'contract';
import { RequestError } from '../../http/httpErrors';
import { parseBody, type Sentences } from '../../http/validateBody';
import type { ComposerSettings } from '../../mail/compose';
import { contactMail } from '../../mail/visitorMessages';
import type { OfficeGuards } from '../../office/officeRoutes';
import type { StaffState } from '../../staff/requireStaff';
import { formSentences, type PublicForm } from '../publicForm';
import { bodyOf, isoTime, isoTimeOrNull, recordIdOf, staffChange, statusAsked } from '../visitorRequests';
import type { ContactStore, StoredContactMessage } from './contactStore';

export const CONTACT_RATE_LIMITED = 'Too many messages from your address. Please wait a minute and try again.';

const CONTACT_SENTENCES = formSentences(CONTACT_FIELDS.join(', '));

const STATUS_CHANGE_SENTENCES: Sentences = {
  '': () => 'The request body must be a JSON object with to, the new status.',
  to: () => `to must be one of ${CONTACT_MESSAGE_STATUSES.join(', ')}.`,
};

/** A message as the office shows it. */
const messageView = (message: StoredContactMessage): ContactMessage => ({
  id: message.id,
  name: message.name,
  email: message.email,
  phone: message.phone,
  text: message.text,
  status: message.status,
  receivedAt: isoTime(message.receivedAt),
  handledBy: message.handledBy,
  handledAt: isoTimeOrNull(message.handledAt),
});

interface ContactRouteOptions {
  contact: ContactStore;
  form: PublicForm;
  guards: OfficeGuards;
  mail: ComposerSettings;
}

/**
 * `POST /api/contact`, public: the message is stored with its e-mails (the farm's notice, the
 * visitor's acknowledgement). And the office's Inbox, behind a signed-in staff member: the list,
 * one message, and marking it answered or spam.
 */
export function contactRoutes({ contact, form, guards, mail }: ContactRouteOptions): Router<StaffState> {
  const router = new Router<StaffState>();
  const composeMail = contactMail(mail);

  router.post(API_PATHS.contact, ...form.guard('contact', CONTACT_RATE_LIMITED), async (ctx) => {
    const { website, comments, ...visitor } = parseBody(ContactMessageRequestSchema, bodyOf(ctx), CONTACT_SENTENCES);
    if (!form.caughtBot('contact message', { website })) await contact.receive({ ...visitor, text: comments }, composeMail);
    form.receipt(ctx);
  });

  router.get(API_PATHS.staffMessages, guards.requireStaff, async (ctx) => {
    const messages = await contact.list(statusAsked(ctx, CONTACT_MESSAGE_STATUSES));
    ctx.body = { messages: messages.map(messageView) };
  });

  router.get(API_PATHS.staffMessage, guards.requireStaff, async (ctx) => {
    const id = recordIdOf(ctx, 'message');
    const message = await contact.find(id);
    if (!message) throw new RequestError(404, `There is no message ${id}.`);
    ctx.body = { message: messageView(message) };
  });

  router.post(API_PATHS.staffMessageStatus, ...staffChange(guards), async (ctx) => {
    const id = recordIdOf(ctx, 'message');
    const { to } = parseBody(ContactMessageStatusChangeSchema, bodyOf(ctx), STATUS_CHANGE_SENTENCES);
    const message = await contact.setStatus(id, to, ctx.state.staff.email);
    if (!message) throw new RequestError(404, `There is no message ${id}.`);
    ctx.body = { message: messageView(message) };
  });

  return router;
}

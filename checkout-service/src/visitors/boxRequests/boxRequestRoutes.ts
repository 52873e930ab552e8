import Router from '@koa/router';
import {
  API_PATHS,
  BOX_REQUEST_FIELDS,
  BOX_REQUEST_STATUS_LABELS,
  BOX_REQUEST_STATUSES,
  BOX_REQUEST_TRANSITIONS,
  BoxRequestSchema,
  BoxRequestStatusChangeSchema,
  type BoxFrequency,
  type BoxMethod,
  type BoxRequestStatus,
  type BoxRequestView,
  type BoxSize,
  VISITOR_NOTE_MAX_LENGTH,
} from 'contract';
import { RequestError } from '../../http/httpErrors';
import { parseBody, type Sentences } from '../../http/validateBody';
import type { ComposerSettings } from '../../mail/compose';
import { boxRequestMail } from '../../mail/visitorMessages';
import type { OfficeGuards } from '../../office/officeRoutes';
import { dayOf } from '../../orders/farmDay';
import type { StaffState } from '../../staff/requireStaff';
import { formSentences, type PublicForm } from '../publicForm';
import { bodyOf, isoTime, recordIdOf, staffChange } from '../visitorRequests';
import type { BoxRequestStore, StoredBoxRequest } from './boxRequestStore';

export const BOX_REQUESTS_RATE_LIMITED = 'Too many box requests from your address. Please wait a minute and try again.';
export const START_DAY_PAST = 'First box must be today or a later day.';

const BOX_REQUEST_SENTENCES = formSentences(BOX_REQUEST_FIELDS.join(', '));

const STATUS_CHANGE_SENTENCES: Sentences = {
  '': () => 'The request body must be a JSON object with to, the new status, and an optional note.',
  to: () => `to must be one of ${BOX_REQUEST_STATUSES.join(', ')}.`,
  note: () => `note must be text of at most ${VISITOR_NOTE_MAX_LENGTH} characters.`,
};

const label = (status: BoxRequestStatus) => BOX_REQUEST_STATUS_LABELS[status];

/** Why a request cannot move: where it stands and where it may go from there. */
function cannotMove(from: BoxRequestStatus, to: BoxRequestStatus): string {
  const next = BOX_REQUEST_TRANSITIONS[from];
  const may = next.length > 0 ? `it can become ${next.map(label).join(' or ')}` : 'it cannot change any more';
  return `This request is ${label(from)}, so it cannot become ${label(to)}; ${may}.`;
}

/** A request as the office shows it. */
const requestView = (request: StoredBoxRequest): BoxRequestView => ({
  id: request.id,
  boxSize: request.boxSize,
  frequency: request.frequency,
  method: request.method,
  name: request.name,
  email: request.email,
  phone: request.phone,
  postcode: request.postcode,
  startDay: request.startDay,
  status: request.status,
  note: request.note,
  createdAt: isoTime(request.createdAt),
  updatedAt: isoTime(request.updatedAt),
  updatedBy: request.updatedBy,
});

interface BoxRequestRouteOptions {
  boxRequests: BoxRequestStore;
  form: PublicForm;
  guards: OfficeGuards;
  mail: ComposerSettings;
  /** FARM_TIME_ZONE, and the clock: a first box's day may not be before the farm's today. */
  timeZone: string;
  now: () => number;
}

/**
 * `POST /api/box-requests`, public: a household's request for a Seasonal Produce Box, stored with
 * its e-mails. And the office's box requests, behind a signed-in staff member: the list, one
 * request, and its move new → contacted → active or declined (BOX_REQUEST_TRANSITIONS), with a note.
 */
export function boxRequestRoutes({ boxRequests, form, guards, mail, timeZone, now }: BoxRequestRouteOptions): Router<StaffState> {
  const router = new Router<StaffState>();
  const composeMail = boxRequestMail(mail);

  router.post(API_PATHS.boxRequests, ...form.guard('box-requests', BOX_REQUESTS_RATE_LIMITED), async (ctx) => {
    const { website, startDay, postcode, ...request } = parseBody(BoxRequestSchema, bodyOf(ctx), BOX_REQUEST_SENTENCES);
    // ISO days compare as text; the farm's today, wherever the service runs.
    if (startDay && startDay < dayOf(new Date(now()), timeZone)) throw new RequestError(400, START_DAY_PAST, 'validation');
    if (!form.caughtBot('box request', { website })) {
      await boxRequests.receive(
        {
          ...request,
          // The form's rules (contract) admit only these lists' values.
          boxSize: request.boxSize as BoxSize,
          frequency: request.frequency as BoxFrequency,
          method: request.method as BoxMethod,
          // A pickup needs no postcode: none is kept (docs/operations.md#personal-data).
          postcode: request.method === 'delivery' ? postcode : '',
          startDay: startDay || null,
        },
        composeMail,
      );
    }
    form.receipt(ctx);
  });

  router.get(API_PATHS.staffBoxRequests, guards.requireStaff, async (ctx) => {
    ctx.body = { requests: (await boxRequests.list()).map(requestView) };
  });

  router.get(API_PATHS.staffBoxRequest, guards.requireStaff, async (ctx) => {
    const id = recordIdOf(ctx, 'box request');
    const request = await boxRequests.find(id);
    if (!request) throw new RequestError(404, `There is no box request ${id}.`);
    ctx.body = { request: requestView(request) };
  });

  router.post(API_PATHS.staffBoxRequestStatus, ...staffChange(guards), async (ctx) => {
    const id = recordIdOf(ctx, 'box request');
    const { to, note } = parseBody(BoxRequestStatusChangeSchema, bodyOf(ctx), STATUS_CHANGE_SENTENCES);
    const current = await boxRequests.find(id);
    if (!current) throw new RequestError(404, `There is no box request ${id}.`);
    if (!BOX_REQUEST_TRANSITIONS[current.status].includes(to))
      throw new RequestError(409, cannotMove(current.status, to), 'state_conflict');
    // Moved only while still where it was read: of two staff at once, the second is told where it went.
    const moved = await boxRequests.move({ id, from: current.status, to, note: note || null, staffEmail: ctx.state.staff.email });
    if (!moved) {
      const standing = (await boxRequests.find(id))?.status ?? current.status;
      throw new RequestError(409, `Someone else moved this request meanwhile: it is ${label(standing)} now.`, 'state_conflict');
    }
    ctx.body = { request: requestView(moved) };
  });

  return router;
}

import Router from '@koa/router';
import {
  API_PATHS,
  COMMENT_FIELDS,
  COMMENT_STATUSES,
  CommentModerationSchema,
  CommentRequestSchema,
  type OfficeComment,
  type PublicComment,
  type PublicComments,
} from 'contract';
import { queryText } from '../../exports/csvAnswer';
import { RequestError } from '../../http/httpErrors';
import { parseBody, type Sentences } from '../../http/validateBody';
import type { OfficeGuards } from '../../office/officeRoutes';
import type { StaffState } from '../../staff/requireStaff';
import { formSentences, type PublicForm } from '../publicForm';
import { bodyOf, isoTime, recordIdOf, staffChange, statusAsked } from '../visitorRequests';
import type { CommentStore, StoredComment } from './commentStore';

export const COMMENTS_RATE_LIMITED = 'Too many comments from your address. Please wait a minute and try again.';
const POST_ID = "postId must be the post's id, a whole number from 1.";

/** How long a post page may reuse the approved comments: a comment approved shows within seconds. */
const COMMENTS_MAX_AGE_S = 5;
/** The contract's bound on a post's id (CommentRequestSchema). */
const MAX_POST_ID = 1_000_000;

const COMMENT_SENTENCES = formSentences(['postId', ...COMMENT_FIELDS].join(', '), {
  postId: () => POST_ID,
});

const MODERATION_SENTENCES: Sentences = {
  '': () => 'The request body must be a JSON object with to, approved or rejected.',
  to: () => 'to must be approved or rejected.',
};

/** `?post=`: a post's id, or undefined for every post's comments. */
function postAsked(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const postId = /^\d{1,7}$/.test(text) ? Number(text) : 0;
  if (postId < 1 || postId > MAX_POST_ID) throw new RequestError(400, "post must be a post's id, a whole number from 1.");
  return postId;
}

/** A comment as its post shows it: never its e-mail. */
const publicView = (comment: StoredComment): PublicComment => ({
  id: comment.id,
  postId: comment.postId,
  name: comment.name,
  text: comment.text,
  postedAt: isoTime(comment.postedAt),
});

const officeView = (comment: StoredComment): OfficeComment => ({ ...publicView(comment), email: comment.email, status: comment.status });

interface CommentRouteOptions {
  comments: CommentStore;
  form: PublicForm;
  guards: OfficeGuards;
}

/**
 * `POST /api/comments`, public: stored pending, it tells no one (the office's count shows it).
 * `GET /api/comments`, public: the approved ones, without e-mails. And the office's moderation
 * queue, behind a signed-in staff member: the list by status, and approve or reject.
 */
export function commentRoutes({ comments, form, guards }: CommentRouteOptions): Router<StaffState> {
  const router = new Router<StaffState>();

  router.post(API_PATHS.comments, ...form.guard('comments', COMMENTS_RATE_LIMITED), async (ctx) => {
    const { website, comment, ...visitor } = parseBody(CommentRequestSchema, bodyOf(ctx), COMMENT_SENTENCES);
    if (!form.caughtBot('comment', { website })) await comments.receive({ ...visitor, text: comment });
    form.receipt(ctx);
  });

  router.get(API_PATHS.comments, async (ctx) => {
    const approved = await comments.approved(postAsked(queryText(ctx, 'post')));
    const body: PublicComments = { comments: approved.map(publicView) };
    ctx.set('Cache-Control', `public, max-age=${COMMENTS_MAX_AGE_S}`);
    ctx.body = body;
  });

  router.get(API_PATHS.staffComments, guards.requireStaff, async (ctx) => {
    const listed = await comments.withStatus(statusAsked(ctx, COMMENT_STATUSES) ?? 'pending');
    ctx.body = { comments: listed.map(officeView) };
  });

  router.post(API_PATHS.staffCommentStatus, ...staffChange(guards), async (ctx) => {
    const id = recordIdOf(ctx, 'comment');
    const { to } = parseBody(CommentModerationSchema, bodyOf(ctx), MODERATION_SENTENCES);
    const moderated = await comments.moderate(id, to, ctx.state.staff.email);
    if (!moderated) throw new RequestError(404, `There is no comment ${id}.`);
    ctx.body = { comment: officeView(moderated) };
  });

  return router;
}

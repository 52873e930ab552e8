import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  API_PATHS,
  BRAND,
  NewsletterSignUpSchema,
  NewsletterTokenSchema,
  newsletterPagePath,
  type NewsletterState,
  type SubscriberListSchema,
} from 'contract';
import { toCsv } from '../../exports/csv';
import { queryText, sendCsv, wantsCsv } from '../../exports/csvAnswer';
import { RequestError } from '../../http/httpErrors';
import { jsonBody } from '../../http/jsonBody';
import { perMinuteLimit } from '../../http/rateLimit';
import type { LimitName, RateCounts } from '../../http/rateCounts';
import { parseBody, type Sentences } from '../../http/validateBody';
import { newsletterConfirmation, oneClickUnsubscribeLink } from '../../mail/newsletterMessages';
import { dayOf } from '../../orders/farmDay';
import type { OfficeGuards } from '../../office/officeRoutes';
import { formSentences, type PublicForm } from '../publicForm';
import type { NewsletterStore } from './newsletterStore';

export const SIGN_UPS_RATE_LIMITED = 'Too many sign-ups from your address. Please wait a minute and try again.';
const LINKS_RATE_LIMITED = 'Too many requests from your address. Please wait a minute and try again.';
export const CONFIRM_LINK_UNKNOWN = 'This confirmation link is not valid. Sign up again at the bottom of any page.';
export const CONFIRM_LINK_EXPIRED = 'This confirmation link has expired: it worked for 7 days. Sign up again at the bottom of any page.';
export const UNSUBSCRIBE_LINK_UNKNOWN = `This unsubscribe link is not valid. If our newsletter still reaches you, write to ${BRAND.email.label} and we will take you off the list.`;

/** A token is well under this; a mail client's one-click body (`List-Unsubscribe=One-Click`) too. */
const TOKEN_BODY_LIMIT = '1kb';
const TOKEN_BODY_BYTES = 1024;

const TOKEN_SENTENCES: Sentences = {
  '': () => "The request body must be a JSON object with token, the one in the e-mail's link.",
  token: () => "token must be the one in the e-mail's link.",
};

const SUBSCRIBER_CSV_COLUMNS = ['email', 'confirmed_at', 'unsubscribe_url', 'one_click_unsubscribe_url'] as const;

/** Runs a list of middleware as one, as a router would have: `jsonBody` applied only when asked for. */
const inSequence =
  (chain: readonly Middleware[]): Middleware =>
  (ctx, next) =>
    chain.reduceRight<() => Promise<unknown>>((after, middleware) => () => middleware(ctx, after), next)();

/**
 * The unsubscribe token: from the site's page, a JSON body `{ token }`; from a mail client's
 * Unsubscribe (RFC 8058), the List-Unsubscribe address's `?token=`, with a form body whose content
 * is fixed by the RFC, so it is not read (only its size is checked). No Origin or cookie is asked
 * for: the token is the only credential, and unsubscribing is all it can do.
 */
function unsubscribeToken(): Middleware {
  const parseJson = inSequence(jsonBody(TOKEN_BODY_LIMIT));
  return async (ctx, next) => {
    if (ctx.is('application/json')) {
      return parseJson(ctx, async () => {
        ctx.state.token = parseBody(NewsletterTokenSchema, ctx.request.body, TOKEN_SENTENCES).token;
        await next();
      });
    }
    if (Number(ctx.get('Content-Length') || 0) > TOKEN_BODY_BYTES) {
      throw new RequestError(413, `The request body is too large; the limit is ${TOKEN_BODY_LIMIT.replace('kb', ' KB')}.`);
    }
    const token = queryText(ctx, 'token');
    if (!token) throw new RequestError(400, "The unsubscribe address must carry the token of the e-mail's link: ?token=…");
    ctx.state.token = parseBody(NewsletterTokenSchema, { token }, TOKEN_SENTENCES).token;
    await next();
  };
}

function answerState(ctx: Context, state: NewsletterState['state']) {
  const body: NewsletterState = { state };
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/**
 * One-click unsubscribes a client address may post a minute, whatever the forms' limit: mail
 * providers post them for their users from a few shared addresses, and after a newsletter many
 * come at once. A token is 32 random bytes, so the limit guards the database, not against guessing.
 */
export const ONE_CLICK_UNSUBSCRIBES_PER_MINUTE = 600;

interface NewsletterRouteOptions {
  newsletter: NewsletterStore;
  form: PublicForm;
  guards: OfficeGuards;
  /** The site's public origin: the links in the e-mails and the CSV. */
  site: string;
  /** The limit of the confirm and unsubscribe links, each counted apart, as a form's. */
  perMinute: number;
  trustedProxies: readonly string[];
  rateCounts: RateCounts;
  now: () => number;
  /** FARM_TIME_ZONE: the CSV is named by the farm's day, as the office's other exports. */
  timeZone: string;
}

/**
 * The newsletter's double opt-in (docs/decisions/visitor-forms.md): the footer's sign-up (always
 * the same 201, so it tells no one who is on the list), the confirmation and unsubscribe links'
 * POSTs (a GET changes nothing: mail scanners open links), and the office's list of confirmed
 * addresses, also as CSV for the farm's mailing tool.
 */
export function newsletterRoutes({
  newsletter,
  form,
  guards,
  site,
  perMinute,
  trustedProxies,
  rateCounts,
  now,
  timeZone,
}: NewsletterRouteOptions): Router {
  const router = new Router();
  const limit = (name: LimitName, atLeast = 0) =>
    perMinuteLimit({ name, perMinute: Math.max(perMinute, atLeast), trustedProxies, refusal: LINKS_RATE_LIMITED }, rateCounts);

  router.post(API_PATHS.newsletter, ...form.guard('newsletter', SIGN_UPS_RATE_LIMITED), async (ctx) => {
    const signUp = parseBody(NewsletterSignUpSchema, ctx.request.body, formSentences('email'));
    if (!form.caughtBot('newsletter sign-up', signUp)) {
      const email = signUp.email.toLowerCase();
      await newsletter.signUp(email, new Date(now()), (tokens) => newsletterConfirmation({ site }, email, tokens));
    }
    form.receipt(ctx);
  });

  router.post(API_PATHS.newsletterConfirm, limit('newsletter-links'), ...jsonBody(TOKEN_BODY_LIMIT), async (ctx) => {
    const { token } = parseBody(NewsletterTokenSchema, ctx.request.body, TOKEN_SENTENCES);
    const outcome = await newsletter.confirm(token, new Date(now()));
    if (outcome === 'unknown') throw new RequestError(404, CONFIRM_LINK_UNKNOWN);
    // Gone, not wrong: the page says to sign up again, as for an unknown link.
    if (outcome === 'expired') throw new RequestError(410, CONFIRM_LINK_EXPIRED, 'not_found');
    answerState(ctx, 'confirmed');
  });

  router.post(API_PATHS.newsletterUnsubscribe, limit('unsubscribe', ONE_CLICK_UNSUBSCRIBES_PER_MINUTE), unsubscribeToken(), async (ctx) => {
    const outcome = await newsletter.unsubscribe(String(ctx.state.token), new Date(now()));
    if (outcome === 'unknown') throw new RequestError(404, UNSUBSCRIBE_LINK_UNKNOWN);
    answerState(ctx, 'unsubscribed');
  });

  router.get(API_PATHS.staffSubscribers, guards.requireStaff, async (ctx) => {
    const csv = wantsCsv(ctx);
    const subscribers = await newsletter.confirmed();
    if (csv) {
      const records = subscribers.map((subscriber) => ({
        email: subscriber.email,
        confirmed_at: subscriber.confirmedAt?.toISOString() ?? '',
        // The link for the newsletter's body (its page asks first), and the List-Unsubscribe header's address.
        unsubscribe_url: `${site}${newsletterPagePath('unsubscribe', subscriber.unsubscribeToken)}`,
        one_click_unsubscribe_url: oneClickUnsubscribeLink(site, subscriber.unsubscribeToken),
      }));
      return sendCsv(ctx, `newsletter-subscribers-${dayOf(new Date(now()), timeZone)}`, toCsv(SUBSCRIBER_CSV_COLUMNS, records));
    }
    const body: ReturnType<typeof SubscriberListSchema.parse> = {
      subscribers: subscribers.map(({ email, confirmedAt }) => ({ email, confirmedAt: confirmedAt?.toISOString() ?? '' })),
    };
    ctx.body = body;
  });

  return router;
}

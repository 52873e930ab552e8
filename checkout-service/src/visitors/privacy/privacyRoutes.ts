import Router from '@koa/router';
import { API_PATHS, PrivacyRequestSchema } from 'contract';
import { queryText } from '../../exports/csvAnswer';
import { jsonBody } from '../../http/jsonBody';
import { parseBody, type Sentences } from '../../http/validateBody';
import type { OfficeGuards } from '../../office/officeRoutes';
import type { PrivacyStore } from './privacyStore';

/** An address is well under this. */
const BODY_LIMIT = '4kb';

const EMAIL_SENTENCES: Sentences = {
  '': () => 'The request body must be a JSON object with email, the address to erase.',
  email: () => 'email must be the e-mail address to look for, 3 to 254 characters.',
};

/**
 * The office's privacy page (LGPD, docs/operations.md#personal-data): everything stored about an
 * address, and its erasure, which deletes all of it but the orders, kept under the tax law (the
 * answer's `keptOrders` counts them). Staff only; that the erasure comes from the site itself is
 * the staff area's guard (`staffArea`, src/staff/staffRoutes.ts), as for every staff change.
 */
export function privacyRoutes(privacy: PrivacyStore, guards: OfficeGuards): Router {
  const router = new Router();

  router.get(API_PATHS.staffPrivacy, guards.requireStaff, async (ctx) => {
    const { email } = parseBody(PrivacyRequestSchema, { email: queryText(ctx, 'email') ?? '' }, EMAIL_SENTENCES);
    ctx.body = await privacy.report(email.toLowerCase());
  });

  router.post(API_PATHS.staffPrivacyErase, guards.requireStaff, ...jsonBody(BODY_LIMIT), async (ctx) => {
    const { email } = parseBody(PrivacyRequestSchema, ctx.request.body, EMAIL_SENTENCES);
    ctx.body = await privacy.erase(email.toLowerCase());
  });

  return router;
}

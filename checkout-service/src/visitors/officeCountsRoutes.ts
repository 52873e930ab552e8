import Router from '@koa/router';
import { API_PATHS, type OfficeCounts } from 'contract';
import type { OfficeGuards } from '../office/officeRoutes';
import type { VisitorStores } from './visitorStores';

/** `GET /api/staff/counts`, behind a signed-in staff member: what waits for the staff, for the office's bar. */
export function officeCountsRoutes(stores: Pick<VisitorStores, 'contact' | 'boxRequests' | 'comments'>, guards: OfficeGuards): Router {
  const router = new Router();
  router.get(API_PATHS.staffCounts, guards.requireStaff, async (ctx) => {
    const [newMessages, newBoxRequests, pendingComments] = await Promise.all([
      stores.contact.countNew(),
      stores.boxRequests.countNew(),
      stores.comments.countPending(),
    ]);
    const body: OfficeCounts = { newMessages, newBoxRequests, pendingComments };
    ctx.body = body;
  });
  return router;
}

import { API_PATHS, OfficeCountsSchema, pathWith } from 'contract';
import { BACKENDS } from '../support/backends';
import { signedInOffice } from '../support/signedInOffice';
import { BOX_REQUEST, COMMENT, CONTACT, postJson, staffGet, staffPost } from './visitorRequests';

describe.each(BACKENDS)("the office bar's counts, on %s", (_name, fresh) => {
  const office = signedInOffice(fresh);
  const counts = async () => {
    const res = await staffGet(office, API_PATHS.staffCounts);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return OfficeCountsSchema.parse(res.body);
  };
  const send = (path: string, body: unknown) => postJson(office.service.http, path, body);

  it('counts the new messages, the new box requests and the comments waiting, and each drops once worked', async () => {
    expect(await counts()).toEqual({ newMessages: 0, newBoxRequests: 0, pendingComments: 0 });
    await send(API_PATHS.contact, CONTACT);
    await send(API_PATHS.contact, CONTACT);
    await send(API_PATHS.boxRequests, BOX_REQUEST);
    await send(API_PATHS.comments, COMMENT);
    expect(await counts()).toEqual({ newMessages: 2, newBoxRequests: 1, pendingComments: 1 });

    const [message] = await office.store.visitors.contact.list();
    const [request] = await office.store.visitors.boxRequests.list();
    const [comment] = await office.store.visitors.comments.withStatus('pending');
    await staffPost(office, pathWith(API_PATHS.staffMessageStatus, { id: message.id }), { to: 'answered' });
    await staffPost(office, pathWith(API_PATHS.staffBoxRequestStatus, { id: request.id }), { to: 'contacted' });
    await staffPost(office, pathWith(API_PATHS.staffCommentStatus, { id: comment.id }), { to: 'approved' });
    expect(await counts()).toEqual({ newMessages: 1, newBoxRequests: 0, pendingComments: 0 });
  });

  it('answers only a signed-in staff member', async () => {
    expect((await office.service.http.get(API_PATHS.staffCounts)).status).toBe(401);
  });
});

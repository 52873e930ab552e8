import { API_PATHS, BoxRequestDetailSchema, BoxRequestListSchema, pathWith } from 'contract';
import { BACKENDS } from '../support/backends';
import { signedInOffice } from '../support/signedInOffice';
import { BOX_REQUEST, postJson, refused, staffGet, staffPost } from './visitorRequests';

const INES = 'ines@farm.example';
const statusPath = (id: string) => pathWith(API_PATHS.staffBoxRequestStatus, { id });
const requestPath = (id: string) => pathWith(API_PATHS.staffBoxRequest, { id });

describe.each(BACKENDS)("the office's box requests, on %s", (_name, fresh) => {
  const office = signedInOffice(fresh);

  /** Sends a box request from `email`; returns its id. */
  async function requestFrom(email: string): Promise<string> {
    expect((await postJson(office.service.http, API_PATHS.boxRequests, { ...BOX_REQUEST, email })).status).toBe(201);
    const { requests } = BoxRequestListSchema.parse((await staffGet(office, API_PATHS.staffBoxRequests)).body);
    return requests.find((request) => request.email === email)!.id;
  }
  const move = (id: string, body: unknown) => staffPost(office, statusPath(id), body);

  it('moves a request new → contacted → active, each move with who and its note', async () => {
    const id = await requestFrom('active@example.com');
    const contacted = await move(id, { to: 'contacted', note: '  Called; wants Fridays.  ' });
    expect(contacted.status).toBe(200);
    expect(BoxRequestDetailSchema.parse(contacted.body).request).toMatchObject({
      status: 'contacted',
      note: 'Called; wants Fridays.',
      updatedBy: INES,
    });
    // No note: the one written stays.
    const active = BoxRequestDetailSchema.parse((await move(id, { to: 'active' })).body).request;
    expect(active).toMatchObject({ status: 'active', note: 'Called; wants Fridays.', updatedBy: INES });
    expect(Date.parse(active.updatedAt)).toBeGreaterThanOrEqual(Date.parse(active.createdAt));
    expect(BoxRequestDetailSchema.parse((await staffGet(office, requestPath(id))).body).request.status).toBe('active');
  });

  it('refuses a move BOX_REQUEST_TRANSITIONS does not allow with a 409 state_conflict sentence', async () => {
    const id = await requestFrom('skip@example.com');
    const skip = await move(id, { to: 'active' });
    expect(refused(skip, 409)).toBe('This request is New, so it cannot become Active; it can become Contacted or Declined.');
    expect(skip.body.code).toBe('state_conflict');

    expect((await move(id, { to: 'declined', note: 'Outside our delivery area.' })).status).toBe(200);
    expect(refused(await move(id, { to: 'contacted' }), 409)).toBe(
      'This request is Declined, so it cannot become Contacted; it cannot change any more.',
    );
    expect(refused(await move(id, { to: 'new' }), 409)).toBe(
      'This request is Declined, so it cannot become New; it cannot change any more.',
    );
  });

  it('lets only one of two staff moving the same request at once win (a conditional update)', async () => {
    const id = await requestFrom('race@example.com');
    const both = await Promise.all([move(id, { to: 'contacted', note: 'Ines called' }), move(id, { to: 'contacted', note: 'Rui called' })]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.status === 409)!.body.code).toBe('state_conflict');

    // The store's own guard: a move from a status the request has left changes nothing.
    const store = office.store.visitors.boxRequests;
    const lost = await store.move({ id, from: 'new', to: 'declined', note: 'late', staffEmail: 'late@farm.example' });
    expect(lost).toBeNull();
    expect((await store.find(id))!.updatedBy).toBe(INES);
  });

  it('lists new requests first, then by how far each got, newest first within each', async () => {
    const older = await requestFrom('list-older@example.com');
    const contacted = await requestFrom('list-contacted@example.com');
    const declined = await requestFrom('list-declined@example.com');
    const newer = await requestFrom('list-newer@example.com');
    await move(contacted, { to: 'contacted' });
    await move(declined, { to: 'declined' });
    const { requests } = BoxRequestListSchema.parse((await staffGet(office, API_PATHS.staffBoxRequests)).body);
    const mine = requests.filter((request) => request.email.startsWith('list-')).map((request) => request.id);
    expect(mine).toEqual([newer, older, contacted, declined]);
    const statuses = requests.map((request) => request.status);
    expect(statuses.lastIndexOf('new')).toBeLessThan(statuses.indexOf('contacted'));
  });

  it.each([
    [{ to: 'paused' }, 'to must be one of new, contacted, active, declined.'],
    [{ to: 'contacted', note: 'x'.repeat(501) }, 'note must be text of at most 500 characters.'],
    [{ to: 'contacted', note: 7 }, 'note must be text of at most 500 characters.'],
    ['contacted', 'The request body must be a JSON object with to, the new status, and an optional note.'],
  ])('refuses the move %j with its sentence', async (body, sentence) => {
    const id = await requestFrom('refuse@example.com');
    expect(refused(await move(id, body), 400)).toBe(sentence);
  });

  it('answers 404 for an id that is not one, and 401 without a signed-in staff member', async () => {
    expect(refused(await staffGet(office, requestPath('42')), 404)).toBe('There is no box request 42.');
    expect(refused(await move('00000000-0000-4000-8000-000000000000', { to: 'contacted' }), 404)).toBe(
      'There is no box request 00000000-0000-4000-8000-000000000000.',
    );
    expect((await office.service.http.get(API_PATHS.staffBoxRequests)).status).toBe(401);
  });
});

import { API_PATHS, ContactMessageDetailSchema, ContactMessageListSchema, pathWith } from 'contract';
import { BACKENDS } from '../support/backends';
import { signedInOffice } from '../support/signedInOffice';
import { CONTACT, postJson, refused, staffGet, staffPost } from './visitorRequests';

const INES = 'ines@farm.example';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const messagePath = (id: string) => pathWith(API_PATHS.staffMessage, { id });
const statusPath = (id: string) => pathWith(API_PATHS.staffMessageStatus, { id });

describe.each(BACKENDS)("the office's Inbox, on %s", (_name, fresh) => {
  const office = signedInOffice(fresh);

  /** Sends a contact message from `email`; returns its id. */
  async function messageFrom(email: string): Promise<string> {
    expect((await postJson(office.service.http, API_PATHS.contact, { ...CONTACT, email })).status).toBe(201);
    const { messages } = ContactMessageListSchema.parse((await staffGet(office, API_PATHS.staffMessages)).body);
    return messages.find((message) => message.email === email)!.id;
  }

  it('lists new messages first, then the newest, and filters by status', async () => {
    const first = await messageFrom('first@example.com');
    const second = await messageFrom('second@example.com');
    const third = await messageFrom('third@example.com');
    expect((await staffPost(office, statusPath(third), { to: 'answered' })).status).toBe(200);

    const res = await staffGet(office, API_PATHS.staffMessages);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const ids = ContactMessageListSchema.parse(res.body).messages.map((message) => message.id);
    expect(ids.filter((id) => [first, second, third].includes(id))).toEqual([second, first, third]);

    const answered = ContactMessageListSchema.parse((await staffGet(office, `${API_PATHS.staffMessages}?status=answered`)).body);
    expect(answered.messages.map((message) => message.id)).toContain(third);
    expect(answered.messages.every((message) => message.status === 'answered')).toBe(true);
    expect(refused(await staffGet(office, `${API_PATHS.staffMessages}?status=read`), 400)).toBe(
      'status must be one of new, answered, spam.',
    );
  });

  it('opens one message, with everything the visitor sent', async () => {
    const id = await messageFrom('open@example.com');
    const { message } = ContactMessageDetailSchema.parse((await staffGet(office, messagePath(id))).body);
    expect(message).toMatchObject({
      id,
      name: CONTACT.name,
      email: 'open@example.com',
      phone: CONTACT.phone,
      text: CONTACT.comments,
      status: 'new',
      handledBy: null,
      handledAt: null,
    });
    expect(Date.parse(message.receivedAt)).toBeGreaterThan(0);
  });

  it('marks a message answered or spam with who and when, and new again clears both', async () => {
    const id = await messageFrom('mark@example.com');
    const spam = await staffPost(office, statusPath(id), { to: 'spam' });
    expect(spam.status).toBe(200);
    const { message } = ContactMessageDetailSchema.parse(spam.body);
    expect(message).toMatchObject({ status: 'spam', handledBy: INES });
    expect(Date.parse(message.handledAt!)).toBeGreaterThanOrEqual(Date.parse(message.receivedAt));

    const again = ContactMessageDetailSchema.parse((await staffPost(office, statusPath(id), { to: 'new' })).body);
    expect(again.message).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
  });

  it.each([
    [{ to: 'read' }, 'to must be one of new, answered, spam.'],
    [{}, 'to must be one of new, answered, spam.'],
    [null, 'The request body must be a JSON object with to, the new status.'],
  ])('refuses the status change %j with its sentence', async (body, sentence) => {
    const id = await messageFrom('refuse@example.com');
    expect(refused(await staffPost(office, statusPath(id), body), 400)).toBe(sentence);
  });

  it('answers 404 with a sentence for an id that is not one, or is no message of ours', async () => {
    expect(refused(await staffGet(office, messagePath('not-a-uuid')), 404)).toBe('There is no message not-a-uuid.');
    expect(refused(await staffGet(office, messagePath(UNKNOWN_ID)), 404)).toBe(`There is no message ${UNKNOWN_ID}.`);
    expect(refused(await staffPost(office, statusPath("1' or '1'='1"), { to: 'spam' }), 404)).toBe("There is no message 1' or '1'='1.");
    expect(refused(await staffPost(office, statusPath(UNKNOWN_ID), { to: 'spam' }), 404)).toBe(`There is no message ${UNKNOWN_ID}.`);
  });

  it('answers only a signed-in staff member, and takes changes only from the site', async () => {
    const id = await messageFrom('guarded@example.com');
    for (const path of [API_PATHS.staffMessages, messagePath(id)]) expect((await office.service.http.get(path)).status).toBe(401);
    expect((await postJson(office.service.http, statusPath(id), { to: 'spam' }).set('Origin', 'http://localhost:3000')).status).toBe(401);
    const crossSite = await postJson(office.service.http, statusPath(id), { to: 'spam' })
      .set('Cookie', office.cookie)
      .set('Origin', 'https://evil.example');
    expect(refused(crossSite, 403)).toBe("This change must come from the farm's office on this site.");
    expect(ContactMessageDetailSchema.parse((await staffGet(office, messagePath(id))).body).message.status).toBe('new');
  });
});

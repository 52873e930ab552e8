import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { API_PATHS, PrivacyErasureSchema, PrivacyReportSchema, type PrivacyReport } from 'contract';
import type { ComposedMessage } from '../../src/mail/compose';
import { enqueue } from '../../src/mail/outbox';
import type { Store } from '../../src/store/openStore';
import { blogComments, boxRequests, contactMessages, newsletterSubscribers, orders, outboxMessages } from '../../src/store/schema';
import { BACKENDS } from '../support/backends';
import { FARM_EMAIL, SITE } from '../support/fixtures';
import { paidOrder } from '../support/officeOrders';
import { signedInOffice } from '../support/signedInOffice';
import { CROSS_SITE_CHANGE } from '../../src/staff/sameOrigin';

const RECEIVED = new Date(Date.UTC(2026, 10, 2, 14, 0));

/** A visitor's e-mail as the forms queue them: no order, and the visitor it is about. */
const visitorMail = (to: string, aboutEmail: string | undefined, kind: ComposedMessage['kind'] = 'contact_ack'): ComposedMessage => ({
  kind,
  to,
  subject: 'We have your message',
  html: '<p>Thanks</p>',
  text: 'Thanks',
  ...(aboutEmail ? { aboutEmail } : {}),
});

/**
 * What the farm holds about Ana, written in the letter cases people type, and about Joana, whose
 * address ends as Ana's does (`joana@example.com` holds `ana@example.com`): hers must never match.
 */
async function storeRecords(store: Store) {
  const db = store.visitors.db;
  await db.insert(contactMessages).values([
    {
      id: randomUUID(),
      name: 'Ana Souza',
      email: 'Ana@Example.com',
      phone: '4830250147',
      text: 'Do you deliver to Lagoa?',
      receivedAt: RECEIVED,
    },
    { id: randomUUID(), name: 'Ana', email: 'ANA@EXAMPLE.COM', phone: '4830250147', text: 'Wholesale prices?' },
    { id: randomUUID(), name: 'Joana', email: 'joana@example.com', phone: '4830250148', text: 'Hello' },
  ]);
  await db.insert(boxRequests).values({
    id: randomUUID(),
    boxSize: 'medium',
    frequency: 'weekly',
    method: 'delivery',
    name: 'Ana Souza',
    email: 'ana@EXAMPLE.com',
    postcode: '88010-000',
    startDay: '2026-12-07',
  });
  await db.insert(blogComments).values([
    { id: randomUUID(), postId: 3, name: 'Ana', email: 'Ana@example.com', text: 'Lovely tomatoes <b>!</b>' },
    { id: randomUUID(), postId: 3, name: 'Joana', email: 'joana@example.com', text: 'Agreed' },
  ]);
  await store.visitors.newsletter.signUp('ana@example.com', RECEIVED, () =>
    visitorMail('ana@example.com', 'ana@example.com', 'newsletter_confirm'),
  );
  await db.transaction(async (tx) => {
    await enqueue(tx, null, { ...visitorMail(FARM_EMAIL, 'ana@example.com', 'contact_farm'), replyTo: '"Ana Souza" <Ana@Example.com>' });
    await enqueue(tx, null, visitorMail('"Ana Souza" <Ana@Example.com>', 'ana@example.com'));
    // Written before about_email existed, or by hand: found by its To alone.
    await enqueue(tx, null, visitorMail('ANA@example.com', undefined));
    await enqueue(tx, null, visitorMail('"Joana" <joana@example.com>', 'joana@example.com'));
  });
  const order = await paidOrder(store, { customer: { email: 'Ana@Example.com' } });
  await paidOrder(store, { customer: { email: 'joana@example.com' } });
  return order;
}

const count = async (store: Store, table: typeof contactMessages | typeof boxRequests | typeof blogComments | typeof orders) =>
  (await store.visitors.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe.each(BACKENDS)('the privacy look-up and erasure, on %s', (_name, fresh) => {
  const office = signedInOffice(fresh);
  let order: Awaited<ReturnType<typeof storeRecords>>;
  beforeAll(async () => {
    order = await storeRecords(office.store);
  });

  const lookUp = (email: string) => office.service.http.get(API_PATHS.staffPrivacy).query({ email }).set('Cookie', office.cookie);
  const erase = (email: string, headers: Record<string, string> = { Origin: SITE, Cookie: office.cookie }) =>
    office.service.http.post(API_PATHS.staffPrivacyErase).set(headers).send({ email });

  it('is for the staff only, and the erasure only from the site itself', async () => {
    expect((await office.service.http.get(API_PATHS.staffPrivacy).query({ email: 'ana@example.com' })).status).toBe(401);
    expect((await erase('ana@example.com', { Origin: SITE })).status).toBe(401);
    const crossSite = await erase('ana@example.com', { Origin: 'https://evil.example', Cookie: office.cookie });
    expect([crossSite.status, crossSite.body.error]).toEqual([403, CROSS_SITE_CHANGE]);
    expect((await lookUp('x')).status).toBe(400);
    expect((await office.service.http.get(API_PATHS.staffPrivacy).set('Cookie', office.cookie)).status).toBe(400);
  });

  it('finds every record of each kind about an address, whatever its letter case, and no one else', async () => {
    const res = await lookUp('  ANA@example.COM ');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const report: PrivacyReport = PrivacyReportSchema.parse(res.body);
    expect(report.email).toBe('ana@example.com');
    expect(report.contactMessages.map((m) => m.text).sort()).toEqual(['Do you deliver to Lagoa?', 'Wholesale prices?']);
    expect(report.contactMessages).toContainEqual(
      expect.objectContaining({ email: 'Ana@Example.com', status: 'new', receivedAt: RECEIVED.toISOString(), handledBy: null }),
    );
    expect(report.boxRequests).toEqual([
      expect.objectContaining({ boxSize: 'medium', method: 'delivery', postcode: '88010-000', startDay: '2026-12-07', status: 'new' }),
    ]);
    expect(report.comments).toEqual([expect.objectContaining({ postId: 3, text: 'Lovely tomatoes <b>!</b>', status: 'pending' })]);
    expect(report.newsletter).toEqual({ state: 'unconfirmed', createdAt: RECEIVED.toISOString() });
    // The confirmation, the farm's notice, the acknowledgement and the one found by its To; not the order's.
    expect(report.outboxMessages).toBe(4);
    expect(report.keptOrders).toEqual([{ number: order.number, createdAt: order.createdAt.toISOString() }]);

    const nobody = PrivacyReportSchema.parse((await lookUp('nobody@example.com')).body);
    expect(nobody).toEqual({
      email: 'nobody@example.com',
      contactMessages: [],
      boxRequests: [],
      comments: [],
      newsletter: null,
      outboxMessages: 0,
      keptOrders: [],
    });
  });

  it('erases all of it in one go, e-mails and newsletter entry included, and keeps the orders and their e-mails', async () => {
    const before = { contact: await count(office.store, contactMessages), orders: await count(office.store, orders) };
    const res = await erase('Ana@Example.Com');
    expect(res.status).toBe(200);
    expect(PrivacyErasureSchema.parse(res.body)).toEqual({
      deleted: { contactMessages: 2, boxRequests: 1, comments: 1, newsletter: 1, outboxMessages: 4 },
      keptOrders: 1,
    });
    expect(await count(office.store, contactMessages)).toBe(before.contact - 2);
    expect(await count(office.store, orders)).toBe(before.orders);

    const after = PrivacyReportSchema.parse((await lookUp('ana@example.com')).body);
    expect(after).toMatchObject({ contactMessages: [], boxRequests: [], comments: [], newsletter: null, outboxMessages: 0 });
    expect(after.keptOrders).toHaveLength(1);
    expect((await office.store.outbox.forOrder(order.id)).map((m) => m.kind)).toEqual(['order_paid', 'order_paid_farm']);
    const [subscriber] = await office.store.visitors.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ana@example.com'));
    expect(subscriber).toBeUndefined();

    // Joana's records are all still there.
    const joana = PrivacyReportSchema.parse((await lookUp('joana@example.com')).body);
    expect([joana.contactMessages.length, joana.comments.length, joana.outboxMessages, joana.keptOrders.length]).toEqual([1, 1, 1, 1]);
    const remaining = await office.store.visitors.db.select({ to: outboxMessages.to }).from(outboxMessages);
    expect(remaining.filter(({ to }) => /ana@example\.com/i.test(to) && !/joana/i.test(to))).toHaveLength(1);

    expect((await erase('ana@example.com')).body).toEqual({
      deleted: { contactMessages: 0, boxRequests: 0, comments: 0, newsletter: 0, outboxMessages: 0 },
      keptOrders: 1,
    });
  });
});

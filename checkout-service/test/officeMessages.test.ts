import { randomUUID } from 'node:crypto';
import { API_PATHS, ApiErrorSchema, OrderDetailSchema, pathWith, type OrderDetail } from 'contract';
import { SIGN_IN_FIRST } from '../src/staff/requireStaff';
import { CROSS_SITE_CHANGE } from '../src/staff/sameOrigin';
import { BACKENDS } from './support/backends';
import { FARM_EMAIL, SITE } from './support/fixtures';
import { paidOrder } from './support/officeOrders';
import { signedInOffice } from './support/signedInOffice';

const FARM = FARM_EMAIL;
const fromTheSite = { Origin: SITE };

/** Parses with the contract's schema, failing with its message when the answer does not fit. */
function detailOf(body: unknown): OrderDetail {
  const parsed = OrderDetailSchema.safeParse(body);
  expect(parsed.error).toBeUndefined();
  return parsed.data!;
}

/**
 * An order's e-mails in the farm's office (the service as src/app.ts mounts it, behind the staff
 * sign-in's real guards): the order detail lists them, and Resend writes a new copy to the outbox.
 */
describe.each(BACKENDS)("an order's e-mails in the office, on %s", (_name, fresh) => {
  const office = signedInOffice(fresh);

  const resendPath = (number: string, id: string) => pathWith(API_PATHS.staffOrderMessageResend, { number, id });
  const resend = (number: string, id: string) =>
    office.service.http.post(resendPath(number, id)).set('Cookie', office.cookie).set(fromTheSite);

  it("lists a paid order's two messages, oldest first, with how sending them went", async () => {
    const order = await paidOrder(office.store);
    const res = await office.service.http.get(pathWith(API_PATHS.staffOrder, { number: order.number })).set('Cookie', office.cookie);
    expect(res.status).toBe(200);
    const { messages } = detailOf(res.body);
    expect(messages.map((m) => [m.kind, m.to, m.status, m.attempts, m.lastError, m.sentAt])).toEqual([
      ['order_paid', '"Ana Souza" <ana@example.com>', 'pending', 0, null, null],
      ['order_paid_farm', FARM, 'pending', 0, null, null],
    ]);
    expect(messages[0].subject).toBe(`Your Terra Verde order ${order.number}`);
    expect(new Date(messages[0].createdAt).toISOString()).toBe(messages[0].createdAt);
    // Neither the content nor the Message-ID leaves the service.
    expect(Object.keys(messages[0]).sort()).toEqual([
      'attempts',
      'createdAt',
      'id',
      'kind',
      'lastError',
      'sentAt',
      'status',
      'subject',
      'to',
    ]);
  });

  it('resends a message as a new pending copy with its own Message-ID, leaving the original as it was', async () => {
    const order = await paidOrder(office.store);
    const [original] = await office.store.outbox.forOrder(order.id);
    await office.store.outbox.markFailed(original.id, '550 mailbox unavailable');

    const res = await resend(order.number, original.id);
    expect([res.status, res.headers['cache-control']]).toEqual([200, 'no-store']);
    const { messages } = detailOf(res.body);
    expect(messages).toHaveLength(3);
    const copy = messages[2];
    expect(copy).toMatchObject({
      kind: original.kind,
      to: original.to,
      subject: original.subject,
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(copy.id).not.toBe(original.id);
    expect(messages[0]).toMatchObject({ id: original.id, status: 'failed', lastError: '550 mailbox unavailable' });

    const rows = await office.store.outbox.forOrder(order.id);
    const stored = rows.find((row) => row.id === copy.id)!;
    expect(stored.messageId).not.toBe(original.messageId);
    expect(stored.messageId).toMatch(/^<[0-9a-f-]{36}@terraverde\.farm>$/);
    expect([stored.html, stored.text]).toEqual([original.html, original.text]);
    // Due now: the sender's next round takes it.
    expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("includes the order's messages in a status change's answer", async () => {
    const order = await paidOrder(office.store);
    const change = (to: string) =>
      office.service.http
        .post(pathWith(API_PATHS.staffOrderStatus, { number: order.number }))
        .set('Cookie', office.cookie)
        .set(fromTheSite)
        .send({ to });
    expect((await change('packed')).status).toBe(200);
    const res = await change('out_for_delivery');
    expect(res.status).toBe(200);
    expect(detailOf(res.body).messages.map((m) => m.kind)).toEqual(['order_paid', 'order_paid_farm', 'out_for_delivery']);
  });

  it("answers 404 for a message that is not the order's, or no message at all, and writes nothing", async () => {
    const order = await paidOrder(office.store);
    const other = await paidOrder(office.store, { customer: { email: 'bruno@example.com' } });
    const [foreign] = await office.store.outbox.forOrder(other.id);
    for (const id of [foreign.id, randomUUID(), 'not-a-message']) {
      const res = await resend(order.number, id);
      expect([res.status, ApiErrorSchema.parse(res.body).error]).toEqual([404, `Order ${order.number} has no message ${id}.`]);
    }
    const missing = await resend('TV-00000000', foreign.id);
    expect([missing.status, ApiErrorSchema.parse(missing.body).error]).toEqual([404, 'There is no order TV-00000000.']);
    expect(await office.store.outbox.forOrder(order.id)).toHaveLength(2);
    expect(await office.store.outbox.forOrder(other.id)).toHaveLength(2);
  });

  it('refuses a resend without a session (401) or from another site (403)', async () => {
    const order = await paidOrder(office.store);
    const [message] = await office.store.outbox.forOrder(order.id);
    const signedOut = await office.service.http.post(resendPath(order.number, message.id)).set(fromTheSite);
    expect([signedOut.status, ApiErrorSchema.parse(signedOut.body).error]).toEqual([401, SIGN_IN_FIRST]);
    const crossSite = await office.service.http
      .post(resendPath(order.number, message.id))
      .set('Cookie', office.cookie)
      .set({ Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' });
    expect([crossSite.status, ApiErrorSchema.parse(crossSite.body).error]).toEqual([403, CROSS_SITE_CHANGE]);
    expect(await office.store.outbox.forOrder(order.id)).toHaveLength(2);
  });
});

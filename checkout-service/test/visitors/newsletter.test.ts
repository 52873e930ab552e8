import { eq } from 'drizzle-orm';
import { API_PATHS, NEWSLETTER_PAGES, NewsletterStateSchema, SubscriberListSchema } from 'contract';
import { newsletterSubscribers } from '../../src/store/schema';
import { CONFIRM_LINK_EXPIRED, CONFIRM_LINK_UNKNOWN, UNSUBSCRIBE_LINK_UNKNOWN } from '../../src/visitors/newsletter/newsletterRoutes';
import { BACKENDS } from '../support/backends';
import { SITE } from '../support/fixtures';
import { confirmationsTo, DAY, HOUR, MINUTE, newsletterService, T0, tokenIn } from './newsletterService';

describe.each(BACKENDS)('the newsletter double opt-in, on %s', (_name, fresh) => {
  const service = newsletterService(fresh);

  const rowOf = async (email: string) => {
    const [row] = await service.store.visitors.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return row ?? null;
  };
  /** Signs the address up and answers its confirmation link's token. */
  const signedUp = async (email: string) => {
    expect((await service.signUp({ email, website: '' })).status).toBe(201);
    const mails = await confirmationsTo(service.store, email.toLowerCase());
    return tokenIn(mails.at(-1)!.text, NEWSLETTER_PAGES.confirm);
  };
  const listed = async () => {
    const res = await service.http.get(API_PATHS.staffSubscribers).set('Cookie', await service.staffCookie());
    expect(res.status).toBe(200);
    return SubscriberListSchema.parse(res.body).subscribers;
  };

  it('keeps a sign-up lower case and unconfirmed, and queues one confirmation e-mail with its links', async () => {
    const res = await service.signUp({ email: '  Bia.Lima@Example.COM ', website: '' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ received: true });
    const row = await rowOf('bia.lima@example.com');
    expect(row).toMatchObject({ state: 'unconfirmed', createdAt: new Date(T0), confirmSentAt: new Date(T0), confirmedAt: null });

    const [mail] = await confirmationsTo(service.store, 'bia.lima@example.com');
    expect(mail).toMatchObject({ to: 'bia.lima@example.com', orderId: null, status: 'pending', replyTo: null });
    expect(mail.subject).toBe("Confirm your subscription to Terra Verde's newsletter");
    const confirmToken = tokenIn(mail.text, NEWSLETTER_PAGES.confirm);
    // Only its hash is kept: the table cannot confirm anyone.
    expect(row!.confirmTokenHash).not.toContain(confirmToken);
    expect(mail.html).toContain(`${SITE}${NEWSLETTER_PAGES.confirm}?token=${confirmToken}`);
    expect(tokenIn(mail.text, NEWSLETTER_PAGES.unsubscribe)).toBe(row!.unsubscribeToken);
    expect(mail.listUnsubscribe).toBe(`${SITE}${API_PATHS.newsletterUnsubscribe}?token=${row!.unsubscribeToken}`);
    expect(await listed()).not.toContainEqual(expect.objectContaining({ email: 'bia.lima@example.com' }));
  });

  it('sends at most one confirmation an hour, and nothing to a confirmed address, always answering the same 201', async () => {
    const first = await signedUp('caio@example.com');
    service.clock.now = T0 + 59 * MINUTE;
    const again = await service.signUp({ email: 'CAIO@example.com', website: '' });
    expect([again.status, again.body]).toEqual([201, { received: true }]);
    expect(await confirmationsTo(service.store, 'caio@example.com')).toHaveLength(1);

    service.clock.now = T0 + HOUR;
    const second = await signedUp('caio@example.com');
    expect(await confirmationsTo(service.store, 'caio@example.com')).toHaveLength(2);
    expect(second).not.toBe(first);
    // The newer e-mail's link is the one that works.
    expect((await service.confirm(first)).status).toBe(404);
    expect((await service.confirm(second)).body).toEqual({ state: 'confirmed' });

    service.clock.now = T0 + 3 * HOUR;
    const known = await service.signUp({ email: 'caio@example.com', website: '' });
    expect([known.status, known.body]).toEqual([201, { received: true }]);
    expect(await confirmationsTo(service.store, 'caio@example.com')).toHaveLength(2);
    expect((await rowOf('caio@example.com'))!.state).toBe('confirmed');
  });

  it('stores and sends nothing when the honeypot is filled, and answers as to a person', async () => {
    const res = await service.signUp({ email: 'bot@example.com', website: 'http://spam.example' });
    expect([res.status, res.body]).toEqual([201, { received: true }]);
    expect(await rowOf('bot@example.com')).toBeNull();
    expect(await confirmationsTo(service.store, 'bot@example.com')).toHaveLength(0);
  });

  it("refuses what is not an e-mail address with the form's own sentence", async () => {
    const res = await service.signUp({ email: 'not an address', website: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^E-mail/);
    expect((await service.signUp({ email: 'x@example.com', website: '', extra: 1 })).status).toBe(400);
    const plain = await service.http.post(API_PATHS.newsletter).type('form').send('email=x@example.com');
    expect(plain.status).toBe(415);
  });

  it('confirms an address once, and a second click says it is confirmed again', async () => {
    const token = await signedUp('dora@example.com');
    service.clock.now = T0 + 2 * DAY;
    const res = await service.confirm(token);
    expect(res.status).toBe(200);
    expect(NewsletterStateSchema.parse(res.body)).toEqual({ state: 'confirmed' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await rowOf('dora@example.com')).toMatchObject({ state: 'confirmed', confirmedAt: new Date(T0 + 2 * DAY) });

    service.clock.now = T0 + 9 * DAY;
    expect((await service.confirm(token)).body).toEqual({ state: 'confirmed' });
    expect((await rowOf('dora@example.com'))!.confirmedAt).toEqual(new Date(T0 + 2 * DAY));
    expect(await listed()).toContainEqual({ email: 'dora@example.com', confirmedAt: new Date(T0 + 2 * DAY).toISOString() });
  });

  it('refuses an unknown link with 404 and a link older than 7 days with 410, each saying to sign up again', async () => {
    const unknown = await service.confirm('no-such-token');
    expect([unknown.status, unknown.body]).toEqual([404, { error: CONFIRM_LINK_UNKNOWN, code: 'not_found' }]);

    const token = await signedUp('edu@example.com');
    service.clock.now = T0 + 7 * DAY + MINUTE;
    const expired = await service.confirm(token);
    expect([expired.status, expired.body]).toEqual([410, { error: CONFIRM_LINK_EXPIRED, code: 'not_found' }]);
    expect(CONFIRM_LINK_EXPIRED).toContain('Sign up again');
    expect((await rowOf('edu@example.com'))!.state).toBe('unconfirmed');
    expect((await service.confirm('')).status).toBe(400);
  });

  it('unsubscribes from the JSON of the site page, again without error, and an old confirmation link cannot undo it', async () => {
    const confirmToken = await signedUp('fabi@example.com');
    await service.confirm(confirmToken);
    const { unsubscribeToken } = (await rowOf('fabi@example.com'))!;
    service.clock.now = T0 + DAY;
    const res = await service.unsubscribe(unsubscribeToken);
    expect([res.status, res.body]).toEqual([200, { state: 'unsubscribed' }]);
    expect(await rowOf('fabi@example.com')).toMatchObject({
      state: 'unsubscribed',
      unsubscribedAt: new Date(T0 + DAY),
      confirmTokenHash: null,
    });
    service.clock.now = T0 + 2 * DAY;
    expect((await service.unsubscribe(unsubscribeToken)).body).toEqual({ state: 'unsubscribed' });
    expect((await rowOf('fabi@example.com'))!.unsubscribedAt).toEqual(new Date(T0 + DAY));
    expect((await service.confirm(confirmToken)).status).toBe(404);
    expect(await listed()).not.toContainEqual(expect.objectContaining({ email: 'fabi@example.com' }));

    const notJson = await service.http.post(API_PATHS.newsletterUnsubscribe).set('Content-Type', 'application/json').send('{"token":');
    expect([notJson.status, notJson.body.code]).toEqual([400, 'validation']);
    expect((await service.http.post(API_PATHS.newsletterUnsubscribe).send({ tokens: unsubscribeToken })).status).toBe(400);
    const unknown = await service.unsubscribe('no-such-token');
    expect([unknown.status, unknown.body]).toEqual([404, { error: UNSUBSCRIBE_LINK_UNKNOWN, code: 'not_found' }]);
  });

  it("unsubscribes by a mail client's one-click POST: a form body, the token in the address, no Origin or cookie", async () => {
    await service.confirm(await signedUp('gil@example.com'));
    const { unsubscribeToken } = (await rowOf('gil@example.com'))!;
    const oneClick = (query: string) =>
      service.http
        .post(`${API_PATHS.newsletterUnsubscribe}${query}`)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('List-Unsubscribe=One-Click');
    const res = await oneClick(`?token=${encodeURIComponent(unsubscribeToken)}`);
    expect([res.status, res.body]).toEqual([200, { state: 'unsubscribed' }]);
    expect((await rowOf('gil@example.com'))!.state).toBe('unsubscribed');
    expect((await oneClick('?token=no-such-token')).status).toBe(404);
    expect((await oneClick('')).status).toBe(400);
    const large = await service.http
      .post(`${API_PATHS.newsletterUnsubscribe}?token=${unsubscribeToken}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(`List-Unsubscribe=One-Click&pad=${'x'.repeat(2000)}`);
    expect(large.status).toBe(413);
  });

  it('takes an unsubscribed address back only through a new confirmation', async () => {
    await service.confirm(await signedUp('hana@example.com'));
    const { unsubscribeToken } = (await rowOf('hana@example.com'))!;
    await service.unsubscribe(unsubscribeToken);

    service.clock.now = T0 + 10 * MINUTE;
    const token = await signedUp('hana@example.com');
    expect(await confirmationsTo(service.store, 'hana@example.com')).toHaveLength(2);
    expect(await rowOf('hana@example.com')).toMatchObject({
      state: 'unconfirmed',
      createdAt: new Date(T0 + 10 * MINUTE),
      unsubscribeToken,
    });
    expect(await listed()).not.toContainEqual(expect.objectContaining({ email: 'hana@example.com' }));

    service.clock.now = T0 + 20 * MINUTE;
    expect((await service.confirm(token)).body).toEqual({ state: 'confirmed' });
    expect(await listed()).toContainEqual({ email: 'hana@example.com', confirmedAt: new Date(T0 + 20 * MINUTE).toISOString() });
  });

  it("lists the confirmed addresses to the staff only, newest first, and as CSV for the farm's mailing tool", async () => {
    for (const [email, at] of [
      ['ivo@example.com', T0 + 3 * DAY],
      ['jade@example.com', T0 + 4 * DAY],
    ] as const) {
      service.clock.now = T0 + 3 * DAY;
      const token = await signedUp(email);
      service.clock.now = at;
      await service.confirm(token);
    }
    expect((await service.http.get(API_PATHS.staffSubscribers)).status).toBe(401);

    service.clock.now = T0 + 4 * DAY;
    const cookie = await service.staffCookie();
    const emails = (await listed()).map(({ email }) => email);
    expect(emails.indexOf('jade@example.com')).toBeLessThan(emails.indexOf('ivo@example.com'));

    const csv = await service.http.get(`${API_PATHS.staffSubscribers}?format=csv`).set('Cookie', cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers-2026-11-07.csv"');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at,unsubscribe_url,one_click_unsubscribe_url');
    const { unsubscribeToken } = (await rowOf('jade@example.com'))!;
    expect(lines).toContain(
      [
        'jade@example.com',
        new Date(T0 + 4 * DAY).toISOString(),
        `${SITE}${NEWSLETTER_PAGES.unsubscribe}?token=${unsubscribeToken}`,
        `${SITE}${API_PATHS.newsletterUnsubscribe}?token=${unsubscribeToken}`,
      ].join(','),
    );
    // Neither the unsubscribed nor the unconfirmed addresses of the tests above.
    expect(lines.some((line) => line.startsWith('fabi@') || line.startsWith('bia.lima@'))).toBe(false);
    expect((await service.http.get(`${API_PATHS.staffSubscribers}?format=xml`).set('Cookie', cookie)).status).toBe(400);
  });
});

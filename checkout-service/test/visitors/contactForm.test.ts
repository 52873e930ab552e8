import { API_PATHS, FormReceiptSchema } from 'contract';
import type { Store } from '../../src/store/openStore';
import { CONTACT_RATE_LIMITED } from '../../src/visitors/contact/contactRoutes';
import { BACKENDS } from '../support/backends';
import { FARM_EMAIL, SITE, testConfig, type Service } from '../support/fixtures';
import { signedInOffice } from '../support/signedInOffice';
import { CONTACT, outboxAbout, postJson, refused } from './visitorRequests';

const send = (service: Service, body: unknown) => postJson(service.http, API_PATHS.contact, body);
/** The stored messages from one address: each test writes from its own, on the block's one store. */
const messagesFrom = async (store: Store, email: string) => (await store.visitors.contact.list()).filter((m) => m.email === email);

describe.each(BACKENDS)('the contact form, on %s', (_name, fresh) => {
  const running = signedInOffice(fresh);

  it('stores the message as typed and queues the farm its notice (Reply-To: the visitor) and the visitor an acknowledgement', async () => {
    const res = await send(running.service, CONTACT);
    expect(res.status).toBe(201);
    expect(FormReceiptSchema.parse(res.body)).toEqual({ received: true });
    expect(res.headers['cache-control']).toBe('no-store');

    const [message] = await messagesFrom(running.store, CONTACT.email);
    expect(message).toMatchObject({
      name: 'Ana Souza',
      email: 'Ana.Souza@Example.com',
      phone: '+55 48 99999-0147',
      text: CONTACT.comments,
      status: 'new',
      handledBy: null,
      handledAt: null,
    });

    const rows = await outboxAbout(running.store, 'ana.souza@example.com');
    expect(rows.map((row) => row.kind)).toEqual(['contact_ack', 'contact_farm']);
    const [ack, farm] = rows;
    expect(farm).toMatchObject({
      orderId: null,
      to: FARM_EMAIL,
      replyTo: '"Ana Souza" <Ana.Souza@Example.com>',
      subject: 'Message from Ana Souza',
      listUnsubscribe: null,
      status: 'pending',
    });
    expect(farm.text).toContain('The message, in their own words:\n> Do you deliver to Lagoa da Conceição?\n> We are a small restaurant.');
    expect(farm.text).toContain('Phone: +55 48 99999-0147');
    expect(farm.text).toContain(`Open it in the office: ${SITE}/office/inbox/${message.id}`);
    expect(farm.html).toContain(`href="${SITE}/office/inbox/${message.id}"`);
    // The acknowledgement goes to an unverified address: none of the sender's words ride on it.
    expect(ack).toMatchObject({ to: 'Ana.Souza@Example.com', replyTo: null, orderId: null });
    expect(ack.text).toContain('We have your message');
    expect(ack.text).not.toContain('Lagoa da Conceição');
    expect(ack.text).not.toContain('Ana Souza');
    expect(ack.text).not.toContain('/office/');
  });

  it('keeps hostile text as typed and escapes it in the e-mails', async () => {
    const email = 'eve@example.com';
    const name = 'Eve <img src=x onerror=alert(1)>';
    const hostile = '<script>alert("hi")</script> & <b>bold</b>';
    expect((await send(running.service, { ...CONTACT, email, name, comments: hostile })).status).toBe(201);
    const [message] = await messagesFrom(running.store, email);
    expect([message.name, message.text]).toEqual([name, hostile]);
    const rows = await outboxAbout(running.store, email);
    expect(rows).toHaveLength(2);
    const farm = rows.find((row) => row.kind === 'contact_farm')!;
    expect(farm.html).not.toMatch(/<script|<img|<b>/);
    expect(farm.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    // The text part is plain: the words as typed, quoted.
    expect(farm.text).toContain(`> ${hostile}`);
    // The acknowledgement carries none of them (src/mail/visitorMessages.ts).
    const ack = rows.find((row) => row.kind === 'contact_ack')!;
    expect(ack.html).not.toContain('alert');
    expect(ack.text).not.toContain('alert');
  });

  const FIELDS = "The request body must be a JSON object with the form's fields: name, email, phone, comments.";
  it.each([
    ['an empty name', { name: '' }, 'Name is required.'],
    ['no name', { name: undefined }, 'Name is required.'],
    ['a null phone', { phone: null }, 'Phone is required.'],
    ['a bad e-mail', { email: 'refused@' }, 'E-mail must be a valid e-mail address, like name@example.com.'],
    [
      'an e-mail with a comment',
      { email: 'mal(comment)lory@evil.example' },
      'E-mail must be a valid e-mail address, like name@example.com.',
    ],
    ['a phone in words', { phone: 'call me' }, 'Phone must contain numbers only.'],
    ['blank comments', { comments: '   ' }, 'Comments is required.'],
    ['comments too long', { comments: 'x'.repeat(5001) }, 'Comments must be at most 5000 characters long.'],
    ['a number for a name', { name: 42 }, 'name must be text.'],
    ['an unknown field', { subject: 'hello' }, FIELDS],
  ])('refuses %s with its sentence, storing and sending nothing', async (_case, change, sentence) => {
    const email = 'refused@example.com';
    expect(refused(await send(running.service, { ...CONTACT, email, ...change }), 400)).toBe(sentence);
    expect(await messagesFrom(running.store, email)).toEqual([]);
    expect(await outboxAbout(running.store, email)).toEqual([]);
  });

  it.each([
    ['a list', [CONTACT]],
    ['null', null],
    ['an empty body', undefined],
  ])('refuses %s as the body', async (_case, body) => {
    const call = running.service.http.post(API_PATHS.contact).set('Content-Type', 'application/json');
    const res = body === undefined ? await call : await call.send(JSON.stringify(body));
    expect(refused(res, 400)).toBe(FIELDS);
  });

  it('refuses a control character with a 400 naming the field, never a 5xx', async () => {
    const email = 'control@example.com';
    const res = await send(running.service, { ...CONTACT, email, comments: 'hello\u0000world' });
    expect(refused(res, 400)).toBe('comments must not contain control characters.');
    expect(await messagesFrom(running.store, email)).toEqual([]);
  });

  it('answers a filled honeypot as a person, storing and sending nothing', async () => {
    const email = 'bot@example.com';
    const res = await send(running.service, { ...CONTACT, email, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ received: true });
    expect(await messagesFrom(running.store, email)).toEqual([]);
    expect(await outboxAbout(running.store, email)).toEqual([]);
  });
});

describe.each(BACKENDS)('the contact form is rate-limited per address, on %s', (_name, fresh) => {
  const running = signedInOffice(fresh, testConfig({ formsPerMinute: 2 }));

  it('takes two messages a minute from one address; the third is a 429 with Retry-After, not stored', async () => {
    expect((await send(running.service, CONTACT)).status).toBe(201);
    expect((await send(running.service, CONTACT)).status).toBe(201);
    const third = await send(running.service, CONTACT);
    expect(refused(third, 429)).toBe(CONTACT_RATE_LIMITED);
    expect(third.body.code).toBe('rate_limited');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(await running.store.visitors.contact.list()).toHaveLength(2);
  });
});

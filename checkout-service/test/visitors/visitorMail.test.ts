import { API_PATHS, BRAND } from 'contract';
import { createMailSender } from '../../src/mail/sender';
import { smtpTransport } from '../../src/mail/transport';
import { BACKENDS } from '../support/backends';
import { FARM_EMAIL, SITE, silentLog } from '../support/fixtures';
import { serviceOnBackend } from '../support/serviceOnBackend';
import { smtpServer, type Received } from '../support/smtpServer';
import { BOX_REQUEST, CONTACT, postJson } from './visitorRequests';

const FROM = 'Terra Verde <hello@terraverde.farm>';
/** The messages to one address; mail software writes a domain in lower case, so it is compared so. */
const byTo = (received: Received[], to: string) => received.filter((r) => r.rcptTo.some((rcpt) => rcpt.toLowerCase() === to.toLowerCase()));
/** The visitor's address as it arrives: the domain in lower case. */
const ANA = 'Ana.Souza@example.com';

describe.each(BACKENDS)("the forms' e-mails through the outbox and a real SMTP server, on %s", (_name, fresh) => {
  const running = serviceOnBackend(fresh);
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeEach(async () => {
    smtp = await smtpServer();
  });
  afterEach(() => smtp.close());

  /** Sends everything due once, as the service's sender does (no waiting: the test calls it). */
  async function drain(): Promise<number> {
    const sender = createMailSender({ outbox: running.store.outbox, transport: smtpTransport(smtp.url), from: FROM, log: silentLog });
    try {
      return await sender.drainOnce();
    } finally {
      await sender.stop();
    }
  }

  it("a contact message reaches the farm with Reply-To: the visitor, and the visitor's acknowledgement reaches them", async () => {
    const comments = 'Is the <b>farm</b> open on Sundays?\nWe would bring the children.';
    expect((await postJson(running.service.http, API_PATHS.contact, { ...CONTACT, comments })).status).toBe(201);
    expect(await drain()).toBe(2);

    const [farm] = byTo(smtp.received, FARM_EMAIL);
    expect(farm.mail.subject).toBe('Message from Ana Souza');
    expect(farm.mail.from?.text).toBe('"Terra Verde" <hello@terraverde.farm>');
    expect(farm.mail.replyTo?.value).toEqual([{ address: ANA, name: 'Ana Souza' }]);
    expect(farm.mail.text).toContain('> Is the <b>farm</b> open on Sundays?\n> We would bring the children.');
    expect(farm.mail.html).toContain('Is the &lt;b&gt;farm&lt;/b&gt; open on Sundays?');
    expect(farm.mail.html).toMatch(new RegExp(`${SITE}/office/inbox/[0-9a-f-]{36}`));

    const [ack] = byTo(smtp.received, ANA);
    expect(ack.mail.to).toMatchObject({ value: [{ address: ANA, name: '' }] });
    expect(ack.mail.subject).toBe(`We have your message · ${BRAND.name}`);
    expect(ack.mail.replyTo).toBeUndefined();
    expect(ack.mail.text).toContain('Hello, thank you for writing to us.');
    expect(ack.mail.text).not.toContain('Sundays');
    expect(smtp.received).toHaveLength(2);
    expect(await drain()).toBe(0);
  });

  it('a box request reaches the farm with Reply-To: the household, and the household its acknowledgement', async () => {
    expect((await postJson(running.service.http, API_PATHS.boxRequests, BOX_REQUEST)).status).toBe(201);
    expect(await drain()).toBe(2);

    const [farm] = byTo(smtp.received, FARM_EMAIL);
    expect(farm.mail.subject).toBe('Box request from Bruno Lima: Family, weekly');
    expect(farm.mail.replyTo?.value).toEqual([{ address: 'bruno@example.com', name: 'Bruno Lima' }]);
    expect(farm.mail.html).toContain(`${SITE}/office/box-requests`);

    const [ack] = byTo(smtp.received, 'bruno@example.com');
    expect(ack.mail.subject).toBe(`Your Seasonal Produce Box request · ${BRAND.name}`);
    expect(ack.mail.text).toContain("We'll contact you to finalize it.");
  });

  it("keeps a visitor's name from adding headers to the farm's notice", async () => {
    const name = 'Mallory\u2028Bcc: victim@example.com';
    expect((await postJson(running.service.http, API_PATHS.contact, { ...CONTACT, name })).status).toBe(201);
    expect(await drain()).toBe(2);
    for (const { mail, rcptTo } of smtp.received) {
      expect(rcptTo).not.toContain('victim@example.com');
      expect(mail.headers.has('bcc')).toBe(false);
    }
    const [farm] = byTo(smtp.received, FARM_EMAIL);
    expect(farm.mail.replyTo?.value).toEqual([{ address: ANA, name: 'Mallory Bcc: victim@example.com' }]);
  });
});

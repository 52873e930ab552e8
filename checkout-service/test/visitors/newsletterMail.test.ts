import { API_PATHS, NEWSLETTER_PAGES } from 'contract';
import { createMailSender } from '../../src/mail/sender';
import { smtpTransport } from '../../src/mail/transport';
import { BACKENDS } from '../support/backends';
import { SITE, silentLog } from '../support/fixtures';
import { smtpServer } from '../support/smtpServer';
import { newsletterService, tokenIn } from './newsletterService';

describe.each(BACKENDS)('the newsletter confirmation through a real SMTP server, on %s', (_name, fresh) => {
  const service = newsletterService(fresh);
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeEach(async () => {
    smtp = await smtpServer();
  });
  afterEach(() => smtp.close());

  it('carries the confirmation link, an unsubscribe link, and the one-click List-Unsubscribe headers that work', async () => {
    expect((await service.signUp({ email: 'Lia@Example.com', website: '' })).status).toBe(201);
    const sender = createMailSender({
      outbox: service.store.outbox,
      transport: smtpTransport(smtp.url),
      from: 'Terra Verde <hello@terraverde.farm>',
      log: silentLog,
    });
    try {
      expect(await sender.drainOnce()).toBe(1);
    } finally {
      await sender.stop();
    }

    const [{ mail, rcptTo }] = smtp.received;
    expect(rcptTo).toEqual(['lia@example.com']);
    expect(mail.subject).toBe("Confirm your subscription to Terra Verde's newsletter");
    // As received, unfolded: a long header may go on after a line break and a space (RFC 5322).
    const header = (name: string) =>
      mail.headerLines.filter(({ key }) => key === name).map(({ line }) => line.replace(/\r\n([ \t])/g, '$1'));
    const [listUnsubscribe] = header('list-unsubscribe');
    const oneClickUrl = /^List-Unsubscribe:\s*<([^>]+)>$/.exec(listUnsubscribe)![1];
    expect(oneClickUrl).toMatch(new RegExp(`^${SITE}${API_PATHS.newsletterUnsubscribe}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(header('list-unsubscribe-post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);

    const confirmToken = tokenIn(mail.text!, NEWSLETTER_PAGES.confirm);
    const unsubscribeToken = tokenIn(mail.text!, NEWSLETTER_PAGES.unsubscribe);
    expect(new URL(oneClickUrl).searchParams.get('token')).toBe(unsubscribeToken);
    expect(mail.html).toContain(`href="${SITE}${NEWSLETTER_PAGES.confirm}?token=${confirmToken}"`);
    expect(mail.html).toContain(`href="${SITE}${NEWSLETTER_PAGES.unsubscribe}?token=${unsubscribeToken}"`);

    // The confirmation page posts the link's token; the mail client's Unsubscribe posts to the header's address.
    expect((await service.confirm(confirmToken)).body).toEqual({ state: 'confirmed' });
    const oneClick = await service.http
      .post(oneClickUrl.slice(SITE.length))
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect([oneClick.status, oneClick.body]).toEqual([200, { state: 'unsubscribed' }]);
  });
});

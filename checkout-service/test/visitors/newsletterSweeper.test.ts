import { eq } from 'drizzle-orm';
import { NEWSLETTER_PAGES } from 'contract';
import { newsletterSubscribers, outboxMessages } from '../../src/store/schema';
import { createUnconfirmedSweeper } from '../../src/visitors/newsletter/unconfirmedSweeper';
import { BACKENDS } from '../support/backends';
import { silentLog } from '../support/fixtures';
import { confirmationsTo, DAY, MINUTE, newsletterService, T0, tokenIn } from './newsletterService';

describe.each(BACKENDS)('the sweep of unconfirmed newsletter sign-ups, on %s', (_name, fresh) => {
  const service = newsletterService(fresh);

  const signUpAt = async (email: string, at: number) => {
    service.clock.now = at;
    expect((await service.signUp({ email, website: '' })).status).toBe(201);
    const [mail] = (await confirmationsTo(service.store, email)).slice(-1);
    return tokenIn(mail.text, NEWSLETTER_PAGES.confirm);
  };
  const stateOf = async (email: string) => {
    const [row] = await service.store.visitors.db
      .select({ state: newsletterSubscribers.state })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row?.state ?? null;
  };

  it('deletes what stayed unconfirmed 7 days after its last confirmation e-mail, with those e-mails, and keeps the rest', async () => {
    const oldToken = await signUpAt('old@example.com', T0);
    await signUpAt('renewed@example.com', T0);
    await signUpAt('renewed@example.com', T0 + 2 * DAY);
    await signUpAt('recent@example.com', T0 + 6 * DAY);
    await service.confirm(await signUpAt('member@example.com', T0));
    await signUpAt('left@example.com', T0);
    const [{ token }] = await service.store.visitors.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'left@example.com'));
    expect((await service.unsubscribe(token)).status).toBe(200);

    const sweeper = createUnconfirmedSweeper({ newsletter: service.store.visitors.newsletter, log: silentLog });
    expect(await sweeper.sweepOnce(T0 + 7 * DAY - MINUTE)).toBe(0);
    expect(await sweeper.sweepOnce(T0 + 7 * DAY + MINUTE)).toBe(1);

    expect(await stateOf('old@example.com')).toBeNull();
    expect(await confirmationsTo(service.store, 'old@example.com')).toHaveLength(0);
    expect(await stateOf('renewed@example.com')).toBe('unconfirmed');
    expect(await confirmationsTo(service.store, 'renewed@example.com')).toHaveLength(2);
    expect(await stateOf('recent@example.com')).toBe('unconfirmed');
    expect(await stateOf('member@example.com')).toBe('confirmed');
    expect(await stateOf('left@example.com')).toBe('unsubscribed');

    // Its link now leads nowhere: the page says to sign up again.
    service.clock.now = T0 + 7 * DAY + MINUTE;
    const gone = await service.confirm(oldToken);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toContain('Sign up again');

    expect(await sweeper.sweepOnce(T0 + 9 * DAY + MINUTE)).toBe(1);
    expect(await stateOf('renewed@example.com')).toBeNull();
    const left = await service.store.visitors.db.select().from(outboxMessages).where(eq(outboxMessages.aboutEmail, 'renewed@example.com'));
    expect(left).toHaveLength(0);
  });
});

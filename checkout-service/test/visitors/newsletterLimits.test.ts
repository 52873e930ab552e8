import { API_PATHS } from 'contract';
import { ONE_CLICK_UNSUBSCRIBES_PER_MINUTE, SIGN_UPS_RATE_LIMITED } from '../../src/visitors/newsletter/newsletterRoutes';
import { BACKENDS } from '../support/backends';
import { testConfig } from '../support/fixtures';
import { newsletterService } from './newsletterService';

describe.each(BACKENDS.slice(0, 1))('the newsletter rate limits, on %s', (_name, fresh) => {
  const service = newsletterService(fresh, testConfig({ formsPerMinute: 2 }));

  it('allows each client address its number of sign-ups a minute, then answers 429', async () => {
    for (const email of ['a@example.com', 'b@example.com']) expect((await service.signUp({ email, website: '' })).status).toBe(201);
    const refused = await service.signUp({ email: 'c@example.com', website: '' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: SIGN_UPS_RATE_LIMITED, code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('counts the confirmation links apart from the sign-ups, limited as a form', async () => {
    for (let i = 0; i < 2; i++) expect((await service.http.post(API_PATHS.newsletterConfirm).send({ token: 'unknown' })).status).toBe(404);
    expect((await service.http.post(API_PATHS.newsletterConfirm).send({ token: 'unknown' })).status).toBe(429);
  });

  it("allows a mail provider's shared address many one-click unsubscribes a minute, then answers 429", async () => {
    const unsubscribe = () =>
      service.http.post(`${API_PATHS.newsletterUnsubscribe}?token=unknown`).type('form').send('List-Unsubscribe=One-Click');
    for (let i = 0; i < ONE_CLICK_UNSUBSCRIBES_PER_MINUTE; i++) expect((await unsubscribe()).status).toBe(404);
    expect((await unsubscribe()).status).toBe(429);
  });
});

import { API_PATHS } from 'contract';
import { SIGN_UPS_RATE_LIMITED } from '../../src/visitors/newsletter/newsletterRoutes';
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

  it('counts the confirmation and unsubscribe links apart from the sign-ups, each limited', async () => {
    for (const path of [API_PATHS.newsletterConfirm, API_PATHS.newsletterUnsubscribe]) {
      for (let i = 0; i < 2; i++) expect((await service.http.post(path).send({ token: 'unknown' })).status).toBe(404);
      expect((await service.http.post(path).send({ token: 'unknown' })).status).toBe(429);
    }
  });
});

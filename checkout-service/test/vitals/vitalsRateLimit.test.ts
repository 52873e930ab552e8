import { VITALS_RATE_LIMITED } from '../../src/vitals/vitalsRoutes';
import { BACKENDS } from '../support/backends';
import { testConfig } from '../support/fixtures';
import { report, vitalsService } from './vitalsService';

describe('field reports per client address (VITALS_RATE_LIMIT)', () => {
  const service = vitalsService(BACKENDS[0][1], { config: testConfig({ vitalsPerMinute: 2 }) });

  it('answers 429 with Retry-After past the limit, and counts only what it took', async () => {
    expect((await service.send(report())).status).toBe(204);
    expect((await service.send(report())).status).toBe(204);
    const third = await service.send(report());
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.body.error).toBe(VITALS_RATE_LIMITED);
    expect((await service.summary()).routes[0].reports).toBe(2);
  });
});

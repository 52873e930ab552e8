import { API_PATHS } from 'contract';
import { BACKENDS } from '../support/backends';
import { report, vitalsService } from './vitalsService';

const DAY = 86_400_000;

describe.each(BACKENDS)('field reports, POST /api/vitals (%s)', (_name, fresh) => {
  const service = vitalsService(fresh);

  it("counts good reports by route and by the route's remote build, with each metric's 75th percentile", async () => {
    const lcps = [800, 900, 1000, 2400];
    for (const LCP of lcps) expect((await service.send(report({ metrics: { LCP, CLS: LCP / 10_000 } }))).status).toBe(204);
    await service.send(report({ route: '/', builds: { farm_content: 'aaaa1111' }, metrics: { TTFB: 95 } }));
    await service.send(report({ route: '/shop', builds: {}, metrics: { INP: 64 } }));

    const summary = await service.summary();
    const product = summary.routes.find((row) => row.route === '/product/:slug');
    // Nearest rank: the 3rd of 4 values, 1000 ms (its bucket's upper edge, 1000).
    expect(product).toMatchObject({ remote: 'shop', reports: 4, metrics: { LCP: { p75: 1000, count: 4 }, CLS: { p75: 0.1, count: 4 } } });
    expect(product?.metrics.INP).toEqual({ p75: null, count: 0 });
    expect(summary.routes.map((row) => row.route)).toEqual(['/', '/shop', '/product/:slug']);
    expect(summary.remotes).toEqual([
      expect.objectContaining({ remote: 'shop', build: '711ddf198cdefcc3', reports: 4 }),
      expect.objectContaining({
        remote: 'shop',
        build: null,
        reports: 1,
        metrics: expect.objectContaining({ INP: { p75: 70, count: 1 } }),
      }),
      expect.objectContaining({ remote: 'farm_content', build: 'aaaa1111', reports: 1 }),
    ]);
  });

  it('shows the last seven farm days only', async () => {
    await service.send(report());
    service.clock.now += 6 * DAY;
    await service.send(report({ metrics: { LCP: 3000 } }));
    expect((await service.summary()).routes[0]).toMatchObject({ reports: 2, metrics: { LCP: { p75: 3000, count: 2 } } });
    service.clock.now += 1 * DAY;
    expect((await service.summary()).routes[0]).toMatchObject({ reports: 1, metrics: { LCP: { p75: 3000, count: 1 } } });
  });

  it('is read only by a signed-in staff member', async () => {
    expect((await service.http.get(API_PATHS.staffVitals)).status).toBe(401);
    await service.send(report());
    expect((await service.summary()).routes).toHaveLength(1);
  });
});

describe.each(BACKENDS)('malformed field reports (%s)', (_name, fresh) => {
  // One store for the block: every refusal must leave it as empty as it began.
  const service = vitalsService(fresh, { scope: 'all' });

  it.each([
    ['an unknown metric', report({ metrics: { LCP: 900, FID: 12 } }), 'FID is not a metric a field report may carry'],
    ['no metric', report({ metrics: {} }), 'metrics must be an object with at least one of LCP'],
    ['a negative value', report({ metrics: { LCP: -1 } }), 'metrics.LCP must be a number from 0 to 60000.'],
    ['a value beyond the bounds', report({ metrics: { CLS: 11 } }), 'metrics.CLS must be a number from 0 to 10.'],
    ['NaN, which JSON sends as null', report({ metrics: { LCP: Number.NaN } }), 'metrics.LCP must be a number'],
    ['Infinity written as a huge number', '{"route":"/","metrics":{"LCP":1e999}}', 'metrics.LCP must be a number'],
    ['a number as text', report({ metrics: { INP: '40' } }), 'metrics.INP must be a number'],
    [
      'a full URL instead of a pattern',
      report({ route: '/product/heirloom-tomatoes' }),
      "route must be a pattern from the site's route table",
    ],
    ['a route with a query', report({ route: '/shop?page=2' }), "route must be a pattern from the site's route table"],
    ['an unknown route', report({ route: '/wp-admin' }), "route must be a pattern from the site's route table"],
    ['a route of the wrong type', report({ route: 7 }), "route must be a pattern from the site's route table"],
    ['an unknown connection type', report({ connection: '5g' }), 'connection must be one of'],
    ['a build of an unknown remote', report({ builds: { admin: 'abc' } }), 'builds must map'],
    ['another field', report({ url: 'https://terraverde.farm/product/heirloom-tomatoes' }), 'A field report has no field url'],
    ['a list', [report()], 'A field report must be a JSON object'],
  ])('refuses %s with a 400 and stores nothing', async (_case, body, sentence) => {
    const res = await service.send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(sentence);
    expect((await service.summary()).routes).toEqual([]);
  });

  it('refuses a body over 2 KB with a 413, and one that is not JSON with a 415, storing nothing', async () => {
    const padded = JSON.stringify(report()).replace('"4g"', `"4g"${' '.repeat(2100)}`);
    const large = await service.send(padded);
    expect(large.status).toBe(413);
    expect(large.body.error).toBe('The request body is too large; the limit is 2 KB.');
    const text = await service.http.post(API_PATHS.vitals).set('Content-Type', 'text/plain').send(JSON.stringify(report()));
    expect(text.status).toBe(415);
    expect((await service.summary()).routes).toEqual([]);
  });
});

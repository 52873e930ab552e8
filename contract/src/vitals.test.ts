import { VITALS_REPORT_MAX_BYTES, VitalsReportSchema } from './api/vitals';
import { routeOwner, SITE_ROUTE_PATTERNS } from './vitals/siteRoutes';

const good = {
  route: '/product/:slug',
  metrics: { LCP: 1234.5, INP: 48, CLS: 0.012, FCP: 800, TTFB: 120 },
  connection: '4g',
  builds: { shop: '711ddf198cdefcc3' },
};

const refused = (change: Record<string, unknown>) => !VitalsReportSchema.safeParse({ ...good, ...change }).success;
const withMetrics = (metrics: Record<string, unknown>) => refused({ metrics: { ...good.metrics, ...metrics } });

describe('a field report (VitalsReportSchema)', () => {
  it('takes a route pattern with its metrics, the connection type and the remote builds', () => {
    expect(VitalsReportSchema.parse(good)).toEqual(good);
    expect(VitalsReportSchema.parse({ route: '/', metrics: { TTFB: 0 } })).toEqual({ route: '/', metrics: { TTFB: 0 } });
  });

  it('refuses a metric it does not know, and a report with none', () => {
    expect(withMetrics({ FID: 12 })).toBe(true);
    expect(refused({ metrics: {} })).toBe(true);
  });

  it('refuses NaN, infinities, negative numbers and values beyond the limits', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 60_001])
      expect(withMetrics({ LCP: value })).toBe(true);
    expect(withMetrics({ CLS: 10.5 })).toBe(true);
    expect(withMetrics({ INP: '48' })).toBe(true);
  });

  it('refuses a URL, an id or a query in place of a route pattern', () => {
    for (const route of ['/product/heirloom-tomatoes', '/shop?page=2', 'http://localhost/shop', '/admin', 42])
      expect(refused({ route })).toBe(true);
  });

  it('refuses other fields, unknown connection types and builds of unknown remotes or odd names', () => {
    expect(refused({ url: '/shop' })).toBe(true);
    expect(refused({ connection: '5g' })).toBe(true);
    expect(refused({ builds: { admin: 'abc' } })).toBe(true);
    expect(refused({ builds: { shop: 'x'.repeat(65) } })).toBe(true);
    expect(refused({ builds: { shop: '<script>' } })).toBe(true);
  });

  it('fits in its size limit with every field at its longest', () => {
    const builds = {
      shop: 'x'.repeat(64),
      blog: 'x'.repeat(64),
      farm_content: 'x'.repeat(64),
      checkout: 'x'.repeat(64),
      farm_office: 'x'.repeat(64),
    };
    const longest = { ...good, route: '/blog-single-with-sidebar/:id', connection: 'slow-2g', builds };
    expect(VitalsReportSchema.safeParse(longest).success).toBe(true);
    expect(JSON.stringify(longest).length).toBeLessThan(VITALS_REPORT_MAX_BYTES);
  });
});

describe('the route table', () => {
  it('counts each route under the remote whose area holds it', () => {
    expect(routeOwner('/')).toBe('farm_content');
    expect(routeOwner('/newsletter/confirm')).toBe('farm_content');
    expect(routeOwner('/shop')).toBe('shop');
    expect(routeOwner('/product/:slug')).toBe('shop');
    expect(routeOwner('/blog-single/:id')).toBe('blog');
    expect(routeOwner('/checkout')).toBe('checkout');
    expect(routeOwner('/checkout/order/:token')).toBe('checkout');
    expect(routeOwner('/office/vitals')).toBe('farm_office');
  });

  it('holds each pattern once', () => {
    expect(new Set(SITE_ROUTE_PATTERNS).size).toBe(SITE_ROUTE_PATTERNS.length);
  });
});

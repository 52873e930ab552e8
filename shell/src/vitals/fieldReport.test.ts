import { fieldReport, routePatternOf } from './fieldReport';

const view = { pathname: '/checkout/order/secret-token-123', metrics: { FCP: 700 }, connection: undefined, serverPage: null };

describe("a page view's route pattern and report", () => {
  it('finds the route table pattern of a path, ids, slugs and tokens left out', () => {
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/shop')).toBe('/shop');
    expect(routePatternOf('/blog-single-with-sidebar/3')).toBe('/blog-single-with-sidebar/:id');
    expect(routePatternOf('/office/orders/TV-1001')).toBe('/office/orders/:number');
    expect(routePatternOf('/no-such-page')).toBeNull();
  });

  it('reports a secret address by its pattern only', () => {
    const report = fieldReport(view);
    expect(report).toEqual({ route: '/checkout/order/:token', metrics: { FCP: 700 } });
    expect(JSON.stringify(report)).not.toContain('secret-token');
  });

  it('sends nothing for a page outside the route table, or with nothing measured', () => {
    expect(fieldReport({ ...view, pathname: '/no-such-page' })).toBeNull();
    expect(fieldReport({ ...view, metrics: { LCP: Number.NaN, CLS: 11 } })).toBeNull();
  });

  it('leaves out a connection type the contract does not know, and a build the server did not name', () => {
    const report = fieldReport({ ...view, connection: '5g', serverPage: { kind: 'not-found', identifierPrefix: 'x' } });
    expect(report).toEqual({ route: '/checkout/order/:token', metrics: { FCP: 700 } });
  });
});

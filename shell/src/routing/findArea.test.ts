import { ROUTE_AREAS } from '../data/routeAreas';
import { findArea } from './findArea';

describe('route ownership', () => {
  it.each([
    ['/', 'farm_content'],
    ['/shop', 'shop'],
    ['/product/heirloom-tomatoes', 'shop'],
    ['/shop-single-thumb/3', 'shop'],
    ['/cart', 'shop'],
    ['/blog-standard', 'blog'],
    ['/blog-single-with-sidebar/4', 'blog'],
    ['/checkout', 'checkout'],
    ['/checkout/success', 'checkout'],
    ['/service-details/2', 'farm_content'],
    ['/contact-us.html', 'farm_content'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findArea(path, ROUTE_AREAS)).toBe(remote);
  });

  it('gives unknown paths to no remote (the 404 page)', () => {
    expect(findArea('/nowhere', ROUTE_AREAS)).toBeNull();
    expect(findArea('/shopping', ROUTE_AREAS)).toBeNull();
  });
});

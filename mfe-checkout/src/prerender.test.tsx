import { findPage } from 'shared/src/pages/pageTable';
import { describePrerenderedPages } from 'shared/src/pages/prerenderTests';
import prerender from './prerender';

const checkout = describePrerenderedPages(prerender);

describe("the shopper's order page at build time", () => {
  it('is one private page, its loading state, for every token: noindex, no canonical, no order in it', () => {
    const { table, fragments } = checkout.rendered();
    const route = table.routes.find((candidate) => candidate.path === '/checkout/order/:token')!;
    expect(route.private).toBe(true);
    for (const token of ['q9Xc2Vb7LmN4pR1sT8uW0yZ3aB6dE5fG-hJ_kM2nP4Q', 'not-a-token']) {
      const found = findPage(table as Parameters<typeof findPage>[0], `/checkout/order/${token}`, '?utm_source=mail');
      expect(found).toEqual({ kind: 'page', route, page: route.pages[0] });
    }
    const page = route.pages[0];
    if (page.status === 301) throw new Error('the order page is no redirect');
    expect(page.status).toBe(200);
    expect(page.head).toMatchObject({ noindex: true, jsonLd: [] });
    expect(page.head.canonical).toBeUndefined();
    const html = fragments.find((file) => file.path === page.fragment)!.html;
    expect(html).toContain('Loading your order…');
    expect(html).not.toMatch(/TV-|receipt-line|order-address/);
  });
});

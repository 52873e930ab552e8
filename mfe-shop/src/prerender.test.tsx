import { describePrerenderedPages } from 'shared/src/pages/prerenderTests';
import { products } from 'shared';
import prerender from './prerender';

const { rendered } = describePrerenderedPages(prerender);

describe("the shop's pages at build time", () => {
  it('describe each product, at each of its three addresses, as a Product with its Offer and AggregateRating', () => {
    const productRoutes = rendered().table.routes.filter((route) => route.path !== '/shop' && route.path !== '/cart');
    expect(productRoutes).toHaveLength(3);
    for (const route of productRoutes) {
      expect(route.pages).toHaveLength(products.length);
      route.pages.forEach((page, index) => {
        if (page.status === 301) throw new Error('no redirects in the shop');
        const product = page.head.jsonLd.find((block) => block['@type'] === 'Product');
        expect(product).toMatchObject({
          name: products[index].title,
          offers: { '@type': 'Offer', priceCurrency: 'USD', price: products[index].price.replace('$', '') },
          aggregateRating: { '@type': 'AggregateRating', ratingValue: products[index].ratings, reviewCount: products[index].reviews },
        });
        expect(page.head.openGraph.image).toContain(`/pages/og/product-${products[index].slug}.`);
      });
    }
  });

  it('renders every page of the list in every order', () => {
    const list = rendered().table.routes.find((route) => route.path === '/shop')!;
    expect(list.pages.map((page) => page.url)).toEqual(expect.arrayContaining(['/shop', '/shop?page=3', '/shop?sort=popular', '/shop?page=2&sort=relevant']));
    expect(list.pages).toHaveLength(12);
  });
});

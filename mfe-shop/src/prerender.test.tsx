import { act, lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describePrerenderedPages } from 'shared/src/pages/prerenderTests';
import { sitemapPages } from 'shared/src/pages/sitemapPages';
import { RemotePages } from 'shared/src/pages/RemotePages';
import { products, STOCK_GATE_ATTRIBUTE, STOCK_LABEL_ATTRIBUTE, WEIGHT_LABEL_ATTRIBUTE, WEIGHT_PRICE_ATTRIBUTE } from 'contract';
import prerender from './prerender';
import { givenNoAvailability } from './testing/availability';
import { fillAsTheServerDoes } from './testing/serverFill';

// The pages ask the service what is left once live: here it says nothing, as at build time.
beforeAll(givenNoAvailability);

const { rendered } = describePrerenderedPages(prerender);

const fragmentOf = (url: string) => {
  const route = rendered().table.routes.find((candidate) => candidate.pages.some((page) => page.url === url))!;
  const page = route.pages.find((candidate) => candidate.url === url)!;
  if (page.status === 301) throw new Error(`${url} redirects`);
  return rendered().fragments.find((file) => file.path === page.fragment)!.html;
};

/** Hydrates HTML as the browser does, and returns what React reported on the way. */
async function hydrate(html: string, url: string, fill?: ReadonlyMap<number, number | null>, weighed: Record<number, number> = {}) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  if (fill) fillAsTheServerDoes(container, fill, weighed);
  const routes = prerender.spec.routes.routes.map(({ path, load }) => ({ path, Page: lazy(load) }));
  const recoverable: unknown[] = [];
  const consoleErrors = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[url]}>
        <RemotePages routes={routes} />
      </MemoryRouter>,
      { identifierPrefix: rendered().table.identifierPrefix, onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  await act(async () => undefined);
  const errors = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
  consoleErrors.mockRestore();
  return { container, problems: [...recoverable, ...errors] };
}

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
        // Built ahead, a page cannot know the stock: the shell's server adds the availability.
        expect(product!.offers).not.toHaveProperty('availability');
        expect(page.head.openGraph.image).toContain(`/pages/og/product-${products[index].slug}.`);
      });
    }
  });

  it('gives each product one canonical address, its slug URL, which its other two name', () => {
    const { siteUrl, routes } = rendered().table;
    for (const route of routes.filter((candidate) => candidate.path !== '/shop' && candidate.path !== '/cart')) {
      route.pages.forEach((page, index) => {
        if (page.status === 301) throw new Error('no redirects in the shop');
        const canonical = `${siteUrl}/product/${products[index].slug}`;
        expect({ url: page.url, canonical: page.head.canonical, ogUrl: page.head.openGraph.url }).toEqual({
          url: page.url,
          canonical,
          ogUrl: canonical,
        });
      });
    }
  });

  it('lists in the sitemap each product once and the list once per page, each under a title of its own', () => {
    const listed = sitemapPages(rendered().table);
    const path = (url: string) => url.slice(rendered().table.siteUrl.length);
    expect(listed.map(({ url }) => path(url))).toEqual([
      '/shop',
      '/shop?page=2',
      '/shop?page=3',
      ...products.map((product) => `/product/${product.slug}`),
      '/cart',
    ]);
    expect(new Set(listed.map(({ title }) => title)).size).toBe(listed.length);
  });

  it('renders every page of the list in every order', () => {
    const list = rendered().table.routes.find((route) => route.path === '/shop')!;
    expect(list.pages.map((page) => page.url)).toEqual(
      expect.arrayContaining(['/shop', '/shop?page=3', '/shop?sort=popular', '/shop?page=2&sort=relevant']),
    );
    expect(list.pages).toHaveLength(12);
  });
});

describe('what is left, in the HTML built ahead and filled by the shell’s server', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('claims nothing at build time: each stock label is there, empty and stateless, and each Add to cart is enabled', () => {
    const html = fragmentOf('/product/organic-brown-rice');
    const container = document.createElement('div');
    container.innerHTML = html;
    const label = container.querySelector(`.shop-summary [${STOCK_LABEL_ATTRIBUTE}="19"]`)!;
    expect(label).not.toBeNull();
    expect(label.textContent).toBe('');
    expect(label.hasAttribute('data-stock-state')).toBe(false);
    const gate = container.querySelector<HTMLButtonElement>(`.shop-summary [${STOCK_GATE_ATTRIBUTE}="19"]`)!;
    expect(gate.disabled).toBe(false);
    expect(gate.getAttribute('aria-describedby')).toBe(label.id);
    expect(container.textContent).not.toContain('In Stock');

    const list = document.createElement('div');
    list.innerHTML = fragmentOf('/shop');
    expect(list.querySelectorAll(`[${STOCK_LABEL_ATTRIBUTE}]`)).toHaveLength(8);
    expect(list.querySelectorAll(`[${STOCK_GATE_ATTRIBUTE}]`)).toHaveLength(8);
    expect(list.querySelectorAll('[data-stock-state]')).toHaveLength(0);
  });

  it('hydrates a product page the server filled exactly as filled: sold out, its button disabled and saying why', async () => {
    const fill = new Map(products.map((product) => [product.id, product.id === 20 ? 0 : null]));
    const { container, problems } = await hydrate(
      fragmentOf('/product/heirloom-popcorn-kernels'),
      '/product/heirloom-popcorn-kernels',
      fill,
    );
    expect(problems).toEqual([]);
    const label = container.querySelector(`.shop-summary [${STOCK_LABEL_ATTRIBUTE}="20"]`)!;
    expect(label).toHaveTextContent(/^Sold out$/);
    expect(label).toHaveAttribute('data-stock-state', 'sold_out');
    const gate = container.querySelector<HTMLButtonElement>(`.shop-summary [${STOCK_GATE_ATTRIBUTE}="20"]`)!;
    expect(gate).toBeDisabled();
    expect(gate).toHaveAccessibleDescription('Sold out');
  });

  it('hydrates the list the server filled exactly as filled: In Stock, Only N left, Sold out', async () => {
    const html = fragmentOf('/shop');
    // The first page's products, in the list's order: the first sold out, the second nearly.
    const [first, second, third] = [...html.matchAll(new RegExp(`${STOCK_LABEL_ATTRIBUTE}="(\\d+)"`, 'g'))].map((match) =>
      Number(match[1]),
    );
    const fill = new Map(products.map((product) => [product.id, product.id === first ? 0 : product.id === second ? 3 : 40]));
    const { container, problems } = await hydrate(html, '/shop', fill);
    expect(problems).toEqual([]);
    const label = (id: number) => container.querySelector(`[${STOCK_LABEL_ATTRIBUTE}="${id}"]`);
    expect([label(first), label(second), label(third)].map((element) => element?.textContent)).toEqual([
      'Sold out',
      'Only 3 left',
      'In Stock',
    ]);
    expect(label(second)).toHaveAttribute('data-stock-state', 'few_left');
    expect(container.querySelector(`[${STOCK_GATE_ATTRIBUTE}="${first}"]`)).toBeDisabled();
    expect(container.querySelector(`[${STOCK_GATE_ATTRIBUTE}="${second}"]`)).toBeEnabled();
  });
});

describe('weighed produce, in the HTML built ahead and filled by the shell’s server', () => {
  const TOMATOES = products.find((product) => product.slug === 'heirloom-tomatoes')!;
  const allInStock = new Map(products.map((product) => [product.id, null]));
  const container = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html });

  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('marks every price at build time, with an empty label for the price per kilo', () => {
    const page = container(fragmentOf('/product/heirloom-tomatoes'));
    const price = page.querySelector(`.shop-summary [${WEIGHT_PRICE_ATTRIBUTE}="${TOMATOES.id}"]`)!;
    expect(price).toHaveTextContent(/^Price: \$6\.30$/);
    expect(page.querySelector(`.shop-summary [${WEIGHT_LABEL_ATTRIBUTE}="${TOMATOES.id}"]`)).toBeEmptyDOMElement();
    const list = container(fragmentOf('/shop'));
    expect(list.querySelectorAll(`[${WEIGHT_PRICE_ATTRIBUTE}]`)).toHaveLength(8);
    expect(list.querySelectorAll(`[${WEIGHT_LABEL_ATTRIBUTE}]`)).toHaveLength(8);
  });

  it('hydrates a weighed product’s page as filled: about its price, and its price per kilo', async () => {
    const { container: page, problems } = await hydrate(
      fragmentOf('/product/heirloom-tomatoes'),
      '/product/heirloom-tomatoes',
      allInStock,
      {
        [TOMATOES.id]: 1000,
      },
    );
    expect(problems).toEqual([]);
    const summary = page.querySelector('.shop-summary')!;
    expect(summary.querySelector('.shop-price__now')).toHaveTextContent(/^Price: about \$6\.30$/);
    expect(summary.querySelector(`[${WEIGHT_LABEL_ATTRIBUTE}]`)).toHaveTextContent(/^\$6\.30\/kg · about 1 kg each$/);
  });

  it('hydrates a product sold by the piece as filled: its price as ever, and no mark left', async () => {
    const { container: page, problems } = await hydrate(fragmentOf('/product/heirloom-tomatoes'), '/product/heirloom-tomatoes', allInStock);
    expect(problems).toEqual([]);
    expect(page.querySelector('.shop-summary .shop-price__now')).toHaveTextContent(/^Price: \$6\.30$/);
    expect(page.querySelector(`[${WEIGHT_LABEL_ATTRIBUTE}], [${WEIGHT_PRICE_ATTRIBUTE}]`)).toBeNull();
  });

  it('hydrates the list as filled, each card weighed or not', async () => {
    const html = fragmentOf('/shop');
    const [first, second] = [...html.matchAll(new RegExp(`${WEIGHT_LABEL_ATTRIBUTE}="(\\d+)"`, 'g'))].map((match) => Number(match[1]));
    const { container: list, problems } = await hydrate(html, '/shop', allInStock, { [first]: 400 });
    expect(problems).toEqual([]);
    expect(list.querySelector(`[${WEIGHT_LABEL_ATTRIBUTE}="${first}"]`)).toHaveTextContent(/\/kg · about 400 g each$/);
    expect(list.querySelector(`[${WEIGHT_PRICE_ATTRIBUTE}="${first}"]`)).toHaveTextContent(/^Price: about \$/);
    expect(list.querySelector(`[${WEIGHT_LABEL_ATTRIBUTE}="${second}"]`)).toBeNull();
    expect(list.querySelectorAll(`[${WEIGHT_LABEL_ATTRIBUTE}]`)).toHaveLength(1);
  });
});

/**
 * The shop's pages at build time (docs/architecture.md#pages-rendered-at-build): every URL the
 * shop owns, rendered through its own routes into dist/pages/.
 */
import { pageCount } from 'shared';
import { productImageUrl, products, type Product } from 'contract';
import type { PreviewImage, RenderedPageSpec } from 'shared/src/pages/prerenderSpec';
import { definePrerender } from 'shared/src/pages/renderPages';
import { SHOP_PAGE_SIZE } from './data/shopSettings';
import { DEFAULT_SORT, SORT_OPTIONS } from './data/sortOptions';
import { productJsonLd } from './lib/productJsonLd';
import routes from './routes';

const productImage = (product: Product): PreviewImage => ({
  name: `product-${product.slug}`,
  title: product.title,
  kicker: `Organic produce · ${product.price}`,
  picture: productImageUrl(product.thumb),
});

/**
 * A product's page at one of its addresses: all three show the same product, and name its slug URL
 * as canonical, the only one sitemap.xml lists (docs/architecture.md#one-canonical-address-per-page).
 */
const productPage = (url: string, product: Product): RenderedPageSpec => ({
  url,
  image: productImage(product),
  jsonLd: ({ siteUrl }) => [productJsonLd(product, siteUrl)],
});

/** Every page of the list in every order: the order and the page are both in the address. */
const listPages = SORT_OPTIONS.flatMap(({ value }) =>
  Array.from({ length: pageCount(products.length, SHOP_PAGE_SIZE) }, (_, index) => {
    const params = new URLSearchParams({
      ...(index > 0 ? { page: String(index + 1) } : {}),
      ...(value !== DEFAULT_SORT ? { sort: value } : {}),
    });
    return { url: `/shop${params.size ? `?${params}` : ''}` };
  }),
);

export default definePrerender({
  remote: 'shop',
  routes,
  areaImage: {
    name: 'shop',
    title: 'Fresh organic vegetables, fruits and grains',
    kicker: 'The Terra Verde shop',
    picture: productImageUrl(products[0].thumb),
  },
  routeSpecs: {
    '/shop': { query: { page: '1', sort: DEFAULT_SORT }, pages: listPages },
    '/product/:slug': {
      pages: products.map((product) => productPage(`/product/${product.slug}`, product)),
      notFound: '/product/no-such-product',
    },
    '/shop-single/:id': {
      pages: products.map((product) => productPage(`/shop-single/${product.id}`, product)),
      notFound: '/shop-single/0',
    },
    '/shop-single-thumb/:id': {
      pages: products.map((product) => productPage(`/shop-single-thumb/${product.id}`, product)),
      notFound: '/shop-single-thumb/0',
    },
    '/cart': { pages: [{ url: '/cart' }] },
  },
});

import { findProductBySlug, type Product } from 'contract';

/**
 * Stock is one for the whole running site, so the suites that change it each own products of
 * their own here: no two suites ever set the same product's stock (checked below), and the other
 * suites pick products no suite here owns when they buy (`stockOwned`).
 *
 * Owning is not enough for the suites that read whole pages: /shop's first page, the home page and
 * every product page's related products show these products too, and a suite that reads such a
 * page twice and compares (the takeover, for one) fails when a stock suite changes one of them in
 * between. So playwright.config.ts also runs the suites here in a project of their own, after all
 * the others. Keyed by the spec's path under tests/.
 */
const OWNERS: Readonly<Record<string, readonly string[]>> = {
  'shop/stock.spec.ts': ['organic-brown-rice', 'heirloom-popcorn-kernels'],
  'checkout/pickup.spec.ts': ['green-apples'],
  'office/products.spec.ts': ['valencia-oranges'],
  'deployment/live-availability.spec.ts': ['wild-blueberries'],
};

const product = (slug: string): Product => {
  const found = findProductBySlug(slug);
  if (!found) throw new Error(`stockOwners.ts names ${slug}, which the catalogue does not have`);
  return found;
};

const owned = Object.entries(OWNERS).flatMap(([spec, slugs]) => slugs.map((slug) => ({ spec, product: product(slug) })));
for (const { spec, product } of owned) {
  const other = owned.find((entry) => entry.product.id === product.id && entry.spec !== spec);
  if (other) throw new Error(`${product.title} is owned by ${spec} and ${other.spec}: each product's stock belongs to one suite`);
}

/** The specs that change stock, as globs for the config's projects. */
export const STOCK_SPECS = Object.keys(OWNERS).map((spec) => `**/${spec}`);

/** The products a spec (its path under tests/, with forward slashes) may change the stock of. */
export function productsOwnedBy(spec: string): readonly Product[] {
  const slugs = OWNERS[spec];
  if (!slugs) throw new Error(`${spec} changes stock but owns no products: give it some in e2e/support/stockOwners.ts`);
  return slugs.map(product);
}

/** Whether some suite changes this product's stock (by id or title): what a buying suite avoids. */
export const stockOwned = (which: { id: number } | { title: string }) =>
  owned.some((entry) => ('id' in which ? entry.product.id === which.id : entry.product.title === which.title));

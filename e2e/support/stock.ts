import path from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { API_PATHS, pathWith, type Product, type StockChange } from 'contract';
import { ADMIN_TOKEN } from './adminToken';
import { productsOwnedBy } from './stockOwners';

/** How the catalogue starts: not counted, on sale. */
const NOT_COUNTED: StockChange = { onHand: null, soldOut: false };

type Owned = Pick<Product, 'id' | 'title'>;

/** The stock a suite may change: its own products (stockOwners.ts), set as a script sets them. */
export interface OwnStock {
  /** PUT /api/admin/stock/:productId with the admin token; refuses a product the suite does not own. */
  set: (product: Owned, change: StockChange) => Promise<void>;
}

async function put(request: APIRequestContext, product: Owned, change: StockChange) {
  const response = await request.put(pathWith(API_PATHS.adminStock, { productId: String(product.id) }), {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: change,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Playwright's test with `ownStock`, for the suites that change stock: every test of such a suite
 * starts and ends with the suite's products not counted, whatever an earlier test or run left, and
 * can set only those. Merge it with fixtures.ts's test (mergeTests) where the suite needs both.
 */
export const test = base.extend<{ ownStock: OwnStock }>({
  ownStock: [
    async ({ request }, use, testInfo) => {
      testInfo.skip(!ADMIN_TOKEN, 'setting stock needs the site’s ADMIN_TOKEN (E2E_ADMIN_TOKEN)');
      const spec = path.relative(testInfo.project.testDir, testInfo.file).split(path.sep).join('/');
      const products = productsOwnedBy(spec);
      const reset = async () => {
        for (const product of products) await put(request, product, NOT_COUNTED);
      };
      await reset();
      await use({
        set: async (product, change) => {
          if (!products.some((own) => own.id === product.id))
            throw new Error(`${spec} does not own ${product.title}'s stock (e2e/support/stockOwners.ts)`);
          await put(request, product, change);
        },
      });
      await reset();
    },
    { auto: true },
  ],
});

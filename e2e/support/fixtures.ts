import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Problems a page reported while a test ran: console errors, uncaught errors, failed requests. */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

/** Requests allowed to fail: the deliberately offline-tolerant video embeds. */
const TOLERATED = [/youtube\.com/, /ytimg\.com/, /youtube-nocookie\.com/, /vimeo\.com/];

function watch(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  // The page a request was made for: one the test has already left may abort it, which is no failure.
  const madeOn = new WeakMap<Request, string>();
  page.on('request', (request) => madeOn.set(request, page.url()));
  page.on('requestfailed', (request) => {
    const leftBehind = request.failure()?.errorText === 'net::ERR_ABORTED' && madeOn.get(request) !== page.url();
    if (!leftBehind && !TOLERATED.some((pattern) => pattern.test(request.url()))) {
      problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
    }
  });
  return problems;
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(watch(page));
  },
});

export { expect };

/** Empties the cart kept in localStorage, for tests that need a known cart. */
export async function clearCart(page: Page) {
  await page.evaluate(() => localStorage.removeItem('terra-verde:cartState'));
}

/** The header's cart badge. */
export const cartBadge = (page: Page) => page.getByTestId('cart-count');

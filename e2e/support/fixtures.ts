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
  // A page the test has already left aborts its pending requests, which is no failure. Counted by
  // the main frame's navigation requests: they are seen before the old page's requests are
  // aborted, where page.url() may still name the old page.
  let navigations = 0;
  const madeDuring = new WeakMap<Request, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
    madeDuring.set(request, navigations);
  });
  page.on('requestfailed', (request) => {
    const leftBehind = request.failure()?.errorText === 'net::ERR_ABORTED' && madeDuring.get(request) !== navigations;
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

import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { PAGE_ARRIVAL_MS, WAITING_SERVER_PAGE } from './pageHtml';

/** Problems a page reported while a test ran: console errors, uncaught errors, failed requests, CSP violations. */
interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  /** Every `securitypolicyviolation` event of any page of the test's context: each fails the test. */
  cspViolations: string[];
}

/** Requests allowed to fail: the deliberately offline-tolerant video embeds. */
const TOLERATED = [/youtube\.com/, /ytimg\.com/, /youtube-nocookie\.com/, /vimeo\.com/];

const REPORT_CSP_VIOLATION = '__e2eReportCspViolation';

/** Reports the Content-Security-Policy's refusals in every page and frame of the context. */
async function watchCspViolations(context: BrowserContext, violations: string[]) {
  await context.exposeBinding(REPORT_CSP_VIOLATION, (_source, violation: string) => violations.push(violation));
  await context.addInitScript((report) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      const sample = event.sample ? `: ${JSON.stringify(event.sample)}` : '';
      (window as unknown as Record<string, (text: string) => void>)[report](
        `${event.effectiveDirective} refused ${event.blockedURI} on ${location.pathname}${where}${sample}`,
      );
    });
  }, REPORT_CSP_VIOLATION);
}

function watch(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] };
  page.on('console', (message) => {
    // Chromium reports a page answered with 404 (an unknown path or id) as a resource that failed to
    // load: that status is the server's answer, which the tests check themselves.
    const ownNotFound = message.location().url === page.url() && message.text().endsWith('status of 404 (Not Found)');
    if (message.type() === 'error' && !ownNotFound) problems.consoleErrors.push(message.text());
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

/**
 * Watches every test (automatically): a test that asserts nothing about problems still fails on a
 * Content-Security-Policy violation, so the policy is proven against everything the suites do.
 */
/**
 * A visit is done when its page is live: `page.goto` also waits until no page of the server's
 * HTML is still waiting for its code, so a test's next step is answered by the live page within
 * the normal timeouts. A visit that names its own `waitUntil` (the tests that hold the app's code
 * back to act on the server's HTML on purpose) is left as it is.
 */
async function liveGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined) await expect(page.locator(WAITING_SERVER_PAGE)).toHaveCount(0, { timeout: PAGE_ARRIVAL_MS });
    return response;
  };
}

export const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page }, use) => {
    await liveGoto(page);
    await use(page);
  },
  problems: [
    async ({ context, page }, use) => {
      const problems = watch(page);
      await watchCspViolations(context, problems.cspViolations);
      await use(problems);
      expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

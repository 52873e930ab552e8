import type { Locator, Page } from '@playwright/test';
import { cartBadge, clearCart, readCart, seedCart, TOMATOES } from '../../support/cart';
import { billingForm, fillBilling, payButton } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { PAGE_ARRIVAL_MS } from '../../support/pages';
import {
  fetchPage,
  find,
  findAll,
  liveTextOf,
  normaliseWhitespace,
  PAGE_READY_ATTRIBUTE,
  scriptContent,
  SERVER_PAGE,
  TAKEN_OVER_PAGE,
  textOf,
  type ServedPage,
} from '../../support/pageHtml';

/**
 * The browser takes over the page the shell's server sent (shell/src/routing/serverPage/ServerPage.tsx)
 * in place: the same elements, the same text, focus and scroll where they were, no layout shift,
 * no tap lost, and nothing said on the console. Each test holds the takeover back until it has
 * looked at the server's page, then releases it.
 */

/** Properties the tests set on elements and on the window to find them again after the takeover. */
const MARK = '__e2eServerNode';
const SERVER_ELEMENTS = '__e2eServerElements';
const LAYOUT_SHIFTS = '__e2eLayoutShifts';
type Marked = Record<string, unknown>;
/** The shell's app has hydrated the frame (APP_READY_ATTRIBUTE in shell/src/startup/earlyClicks.ts). */
const APP_READY = 'html[data-app-ready]';

/** Every console error and warning and every uncaught error of the page. */
function consoleReports(page: Page, served: ServedPage): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium reports a document answered with 404 as a resource that failed: that status is the server's job.
    const ownStatus =
      served.status === 404 && message.location().url === page.url() && message.text().includes(`status of ${served.status}`);
    if (!ownStatus) reports.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => reports.push(`uncaught: ${error.message}`));
  return reports;
}

/**
 * What to hold so the page's code cannot take the server's page over: a remote's page waits for
 * the manifest of the build whose HTML it is (the first thing the browser fetches of the remote);
 * the shell's own page, for the shell's script.
 */
const pageCode = (served: ServedPage, baseURL: string) =>
  served.state.kind === 'remote' ? new URL(served.state.manifest, baseURL).href : shellScript(served, baseURL);

/** The shell's script, started by the page's inline start-up script: nothing of the app or the page runs without it. */
function shellScript(served: ServedPage, baseURL: string): string {
  const mainScript = /\/js\/main\.[0-9a-f]+\.js/;
  const starter = findAll(served.document, 'script')
    .map(scriptContent)
    .find((text) => mainScript.test(text));
  return new URL(mainScript.exec(starter!)![0], baseURL).href;
}

/**
 * Opens a page whose takeover waits, until `release()`, for the script or manifest at `held`.
 * Resolves once the browser has asked for it and has parsed the whole page.
 */
async function openHeld(page: Page, path: string, held: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const asked = new Promise<void>((resolve) => (reached = resolve));
  await page.route(
    (url) => url.href === held,
    async (route) => {
      reached();
      await released;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: 'commit' });
  await asked;
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
  await expect(page.locator(SERVER_PAGE)).not.toHaveAttribute(PAGE_READY_ATTRIBUTE);
  return { release };
}

/** Waits until the page has taken the server's page over and has nothing left to do (its second render pass included). */
async function takenOver(page: Page) {
  await expect(page.locator(TAKEN_OVER_PAGE)).toBeAttached({ timeout: PAGE_ARRIVAL_MS });
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/** Marks the server page's h1 and keeps a list of every element of the server's page. */
async function markServerElements(container: Locator) {
  await container.evaluate(
    (root, { mark, list }) => {
      // A carousel's first view is swapped for its Swiper version when it is needed (DeferredCarousel), after the takeover.
      (window as unknown as Marked)[list] = [...root.querySelectorAll('*')].filter((element) => !element.closest('.swiper'));
      (root.querySelector('h1') as unknown as Marked)[mark] = true;
    },
    { mark: MARK, list: SERVER_ELEMENTS },
  );
}

/** The elements of the server's page no longer in it, replaced or removed. */
const replacedElements = (container: Locator) =>
  container.evaluate(
    (root, list) =>
      ((window as unknown as Record<string, Element[]>)[list] ?? [])
        .filter((el) => !root.contains(el))
        .map((el) => el.outerHTML.slice(0, 80)),
    SERVER_ELEMENTS,
  );

/**
 * What the page shows (innerText applies the CSS), carousels left out: a carousel's first view is
 * swapped for its Swiper version after the takeover, which shows the same slides
 * (tests/site-wide/carousels.spec.ts) but keeps the others in the page, clipped or faded out.
 */
const shownText = (container: Locator) =>
  container.evaluate((root: HTMLElement) =>
    [...root.querySelectorAll<HTMLElement>('.swiper')].reduce((text, carousel) => text.replace(carousel.innerText, ' '), root.innerText),
  );

const PAGES = [
  { part: "the shop's product page", path: '/product/heirloom-tomatoes' },
  { part: 'the home page', path: '/' },
  { part: "the shop's list", path: '/shop' },
  { part: 'a blog post', path: '/blog-single/1' },
  { part: 'a farm page', path: '/farmer-details/1' },
  { part: 'the checkout', path: '/checkout/cancel' },
  { part: "the shell's 404 page", path: '/no-such-page' },
];

test.describe('the takeover of the server’s page', () => {
  for (const { part, path } of PAGES) {
    test(`${part} (${path}): same elements, same text, same title, nothing on the console`, async ({ page, request, baseURL }) => {
      const served = await fetchPage(request, path);
      const reports = consoleReports(page, served);
      // The server's HTML shows an empty cart: so does the page, taken over.
      await clearCart(page);
      const { release } = await openHeld(page, path, pageCode(served, baseURL!));
      const container = page.locator(SERVER_PAGE);
      const h1 = await container.locator('h1').elementHandle();
      await markServerElements(container);
      const shownBefore = normaliseWhitespace(await shownText(container));

      release();
      await takenOver(page);

      expect(await h1!.evaluate((el) => el.isConnected), 'the h1 taken before is still in the page').toBe(true);
      expect(
        await container.locator('h1').evaluate((el, mark) => (el as unknown as Marked)[mark], MARK),
        'the page’s h1 is the one taken before',
      ).toBe(true);
      expect(await replacedElements(container), 'elements of the server’s page replaced').toEqual([]);
      // The DOM's text against the server's HTML; what is shown against what was shown before.
      expect(await liveTextOf(container)).toBe(textOf(served.serverPage));
      expect(normaliseWhitespace(await shownText(container))).toBe(shownBefore);
      expect(await page.title()).toBe(textOf(find(served.head, 'title')!));
      expect(reports, 'console errors and warnings').toEqual([]);
    });
  }

  const HOLDS = [
    { held: 'the whole start-up', code: shellScript, shellFirst: false },
    { held: 'the page alone, the shell running', code: pageCode, shellFirst: true },
  ];
  for (const { held, code, shellFirst } of HOLDS) {
    test(`keeps focus and scroll position, and shifts nothing (holding ${held})`, async ({ page, request, baseURL }) => {
      const path = '/blog-single-with-sidebar/1';
      await page.addInitScript((key) => {
        const shifts: number[] = ((window as unknown as Record<string, number[]>)[key] = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      }, LAYOUT_SHIFTS);
      // Held with the whole start-up, which loads them, the brand fonts would arrive during the takeover and
      // swap in then: that swap is fonts.spec.ts's to check, so they wait until the takeover is measured.
      let releaseFonts = () => {};
      if (!shellFirst) {
        const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve));
        await page.route('**/fonts/*.woff2', async (route) => {
          await fontsReleased;
          await route.continue();
        });
      }
      const served = await fetchPage(request, path);
      const { release } = await openHeld(page, path, code(served, baseURL!));
      if (shellFirst) await expect(page.locator(APP_READY)).toBeAttached({ timeout: PAGE_ARRIVAL_MS });
      // The frame's fonts swap in as they arrive, before anything takes over: not the takeover's shift.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));

      const before = await page.evaluate(
        ({ container, mark, key }) => {
          window.scrollTo(0, Math.round(document.documentElement.scrollHeight / 2 - innerHeight / 2));
          const inView = [...document.querySelectorAll<HTMLAnchorElement>(`${container} a[href]`)].find((link) => {
            const box = link.getBoundingClientRect();
            return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
          });
          if (!inView) throw new Error('no link of the page in view half way down');
          inView.focus({ preventScroll: true });
          (inView as unknown as Marked)[mark] = true;
          return {
            scrollY,
            link: inView.textContent,
            focused: document.activeElement === inView,
            shifts: (window as unknown as Record<string, number[]>)[key].length,
          };
        },
        { container: SERVER_PAGE, mark: MARK, key: LAYOUT_SHIFTS },
      );
      expect(before.scrollY).toBeGreaterThan(0);
      expect(before.focused).toBe(true);

      release();
      await takenOver(page);

      const after = await page.evaluate(
        ({ mark, key, from }) => ({
          scrollY,
          focusKept: (document.activeElement as unknown as Marked | null)?.[mark] === true,
          focused: document.activeElement?.outerHTML.slice(0, 80),
          shifts: (window as unknown as Record<string, number[]>)[key].slice(from),
        }),
        { mark: MARK, key: LAYOUT_SHIFTS, from: before.shifts },
      );
      releaseFonts();
      expect(after.focusKept, `focus on "${before.link}", now on ${after.focused}`).toBe(true);
      expect(after.scrollY, 'scroll position').toBe(before.scrollY);
      expect(
        after.shifts.reduce((sum, value) => sum + value, 0),
        'layout shift after the takeover began',
      ).toBe(0);
    });
  }

  test('what a shopper types into the checkout before the takeover stays, and is what Pay sends', async ({ page, request, baseURL }) => {
    const served = await fetchPage(request, '/checkout');
    await seedCart(page, [TOMATOES]);
    const { release } = await openHeld(page, '/checkout', pageCode(served, baseURL!));
    await fillBilling(page, { 'First name': 'Early' });

    release();
    await takenOver(page);
    await expect(billingForm(page).getByLabel('First name')).toHaveValue('Early');
    await expect(billingForm(page).getByLabel('E-mail address')).toHaveValue('ana@example.com');
    await payButton(page).click();
    // The test payment page: the service took the details as typed, none of them missing.
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  });

  test('a tap on Add to cart before the takeover is kept and counted once the page is taken over', async ({ page, request, baseURL }) => {
    const path = '/product/heirloom-tomatoes';
    const served = await fetchPage(request, path);
    await clearCart(page);
    const { release } = await openHeld(page, path, pageCode(served, baseURL!));
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    // Kept, not yet done: the page's code has not run.
    expect(await readCart(page)).toBeNull();
    await expect(cartBadge(page)).toHaveText('0');

    release();
    await takenOver(page);
    await expect(cartBadge(page)).toHaveText('1');
    expect(await readCart(page)).toEqual([{ ...TOMATOES, quantity: 1 }]);
  });
});

test('the checkout says the cart is loading until the page knows the visitor’s cart, then shows its lines', async ({
  page,
  request,
  baseURL,
}) => {
  const served = await fetchPage(request, '/checkout');
  expect(textOf(served.serverPage)).toContain('Loading your cart…');
  expect(textOf(served.serverPage)).not.toContain('Your cart is empty');
  await seedCart(page, [TOMATOES]);
  const { release } = await openHeld(page, '/checkout', pageCode(served, baseURL!));
  await expect(page.getByRole('status').filter({ hasText: 'Loading your cart…' })).toBeVisible();
  release();
  await takenOver(page);
  await expect(page.getByTestId('checkout-line')).toHaveText([/Heirloom Tomatoes × 2/]);
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);
});

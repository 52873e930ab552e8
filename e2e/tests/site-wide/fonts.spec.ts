import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { PAGE_ARRIVAL_MS, WAITING_SERVER_PAGE } from '../../support/pageHtml';

/**
 * The brand's fonts arrive after the page's first paint (docs/architecture.md#fonts-after-the-first-paint):
 * until then the text is set in a local stand-in with the same metrics, so the swap moves nothing.
 */

const FONT_FILES = '**/fonts/*.woff2';
/**
 * The page's text blocks on its first screen, what a shopper is looking at when the fonts swap in:
 * where each starts and how many lines it takes. (Further down, a paragraph may wrap one word
 * differently: the stand-ins match the fonts' average letter width, not every word's.)
 */
const TEXT = 'h1, h2, h3, p, li, label, button';

async function textBoxes(page: Page) {
  return page.evaluate((selector) => {
    const limit = innerHeight;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 2 && box.top < limit)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 30)}" at ${Math.round(box.top + scrollY)}, ${Math.round(box.height)} high`,
      );
  }, TEXT);
}

/** The brand's font families (not their local stand-ins). */
const BRAND_FAMILIES = ['Nunito', 'Lora'];

/** The brand's faces the page has loaded, as "family weight", sorted. */
const loadedFaces = (page: Page) =>
  page.evaluate(
    (families) =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded' && families.includes(face.family.replace(/"/g, '')))
        .map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`)
        .sort(),
    BRAND_FAMILIES,
  );

const ALL_FACES = ['Lora 700', 'Nunito 400', 'Nunito 700'];
const expectAllFacesLoaded = (page: Page) => expect.poll(() => loadedFaces(page), { timeout: PAGE_ARRIVAL_MS }).toEqual(ALL_FACES);

const FIRST_FRAME = '__e2eFirstFrame';

/** When the page's first frame was drawn (an init script's animation frame), and when it asked for each font file. */
async function fontRequestTimes(page: Page) {
  return page.evaluate(
    (key) => ({
      firstFrame: (window as unknown as Record<string, number>)[key],
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }),
    FIRST_FRAME,
  );
}

const noteFirstFrame = (page: Page) =>
  page.addInitScript(
    (key) => requestAnimationFrame(() => ((window as unknown as Record<string, number>)[key] = performance.now())),
    FIRST_FRAME,
  );

for (const { path, width } of [
  { path: '/', width: 412 },
  { path: '/', width: 1280 },
  { path: '/farmer-details/1', width: 412 },
  { path: '/product/heirloom-tomatoes', width: 412 },
  { path: '/blog-single/1', width: 1280 },
  { path: '/checkout', width: 412 },
]) {
  test(`${path} at ${width} px: the text takes the same room before and after the fonts arrive`, async ({ page }) => {
    await page.setViewportSize({ width, height: 820 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(FONT_FILES, async (route) => {
      await released;
      await route.continue();
    });
    // Not until "load": the window's load event waits for the fonts held back here.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator(WAITING_SERVER_PAGE)).toHaveCount(0, { timeout: PAGE_ARRIVAL_MS });
    expect(await loadedFaces(page)).toEqual([]);
    const withStandIns = await textBoxes(page);

    release();
    await expectAllFacesLoaded(page);
    expect(await textBoxes(page)).toEqual(withStandIns);
  });
}

/** The brand's faces in the page's font set, whatever their state: the page lays out again for each it is given. */
const brandFacesGiven = (page: Page) =>
  page.evaluate(
    (families) => [...document.fonts].filter((face) => families.includes(face.family.replace(/"/g, ''))).length,
    BRAND_FAMILIES,
  );

test('the page is given the fonts together once all have arrived, so it is laid out again once, not once per face', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/fonts/lora-*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  let arrived = 0;
  page.on('requestfinished', (request) => request.url().endsWith('.woff2') && arrived++);
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => arrived, { timeout: PAGE_ARRIVAL_MS }).toBe(2);
  expect(await brandFacesGiven(page)).toBe(0);

  release();
  await expectAllFacesLoaded(page);
});

/** Opens `path` (the first frame noted beforehand) and checks that all three font files were asked for after that frame. */
async function expectFontsAskedForAfterFirstFrame(page: Page, path: string) {
  await page.goto(path);
  await expectAllFacesLoaded(page);
  const timings = await fontRequestTimes(page);
  expect(timings.fonts).toHaveLength(3);
  for (const start of timings.fonts) expect(start).toBeGreaterThan(timings.firstFrame);
}

test('a first visit asks for the fonts only once the page is on screen', async ({ page }) => {
  await noteFirstFrame(page);
  await expectFontsAskedForAfterFirstFrame(page, '/farm-story');
});

test('a returning browser whose cache lost the fonts still paints the page before asking for them', async ({ page }) => {
  await page.goto('/farm-story');
  await expectAllFacesLoaded(page);
  // A phone evicts its HTTP cache on its own schedule; the page cannot tell, so it never guesses.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await noteFirstFrame(page);
  await expectFontsAskedForAfterFirstFrame(page, '/about-us');
});

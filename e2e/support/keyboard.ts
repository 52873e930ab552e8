import { expect, type Page } from '@playwright/test';

/** One place Tab stopped on: what it was, whether it could be seen, and whether focus showed. */
interface FocusStop {
  label: string;
  visible: boolean;
  indicated: boolean;
}

declare global {
  interface Window {
    __focusStops?: FocusStop[];
  }
}

const BATCH = 10;
const MAX_STOPS = 300;

/** Starts recording every element that receives focus, with how it looks at that moment. */
async function recordFocus(page: Page) {
  await page.evaluate(() => {
    window.__focusStops = [];
    const focusShows = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const box = element.getBoundingClientRect();
      window.__focusStops!.push({
        label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        visible: box.width > 0 && box.height > 0,
        // A field may show focus on the box that wraps it (:focus-within), as the blog search does.
        indicated: focusShows(element) || focusShows(element.parentElement),
      });
    });
  });
}

/**
 * Walks the page with Tab from the top until focus leaves it, and returns every stop. A page
 * that keeps focus (a keyboard trap) fails after 300 stops.
 */
export async function walkWithTab(page: Page): Promise<FocusStop[]> {
  await recordFocus(page);
  for (let pressed = 0; pressed < MAX_STOPS; pressed += BATCH) {
    for (let i = 0; i < BATCH; i++) await page.keyboard.press('Tab');
    const { stops, left } = await page.evaluate(() => ({
      stops: window.__focusStops!,
      left: document.activeElement === document.body || document.activeElement === null,
    }));
    // Past the last stop, focus leaves the page and Tab starts again at the top.
    const wrapped = stops.findIndex((stop, index) => index > 0 && stop.label === stops[0].label);
    if (left || wrapped > 0) return wrapped > 0 ? stops.slice(0, wrapped) : stops;
  }
  throw new Error(`Keyboard trap: focus never left the page after ${MAX_STOPS} Tab presses`);
}

/** The keyboard check every route passes: the frame's controls are reachable, focus always shows. */
export async function expectKeyboardOperable(page: Page) {
  const stops = await walkWithTab(page);
  const labels = stops.map((stop) => stop.label);
  expect(labels[0]).toBe('a "Skip to content"');
  expect(labels).toContainEqual(expect.stringMatching(/^a "Shop"/));
  expect(labels).toContainEqual(expect.stringMatching(/^button "Cart, \d+ items?"/));
  expect(labels).toContainEqual(expect.stringMatching(/^button "Subscribe"/));
  expect(stops.filter((stop) => !stop.visible).map((stop) => stop.label)).toEqual([]);
  expect(stops.filter((stop) => !stop.indicated).map((stop) => stop.label)).toEqual([]);
}

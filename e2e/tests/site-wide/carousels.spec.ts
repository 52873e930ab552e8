import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';

/**
 * A carousel shows its first view as plain markup until Swiper is needed (DeferredCarousel,
 * docs/decisions/deferred-carousels.md). That view must be the one Swiper then shows, at every
 * width: the same slides in the same places, so Swiper taking over moves nothing, and a keyboard
 * user walking the plain markup meets the cards they see.
 */

interface Carousel {
  name: string;
  path: string;
  /** The carousel's root, the `.swiper` element. */
  root: (page: Page) => Locator;
}

const inSection = (heading: string) => (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: heading }) })
    .locator('.swiper')
    .first();

const CAROUSELS: Carousel[] = [
  { name: 'the team', path: '/about-us', root: inSection('Meet Our Farmers') },
  { name: 'the service cards', path: '/services-2', root: inSection('Everything Our Farm Offers') },
  { name: 'the harvest gallery', path: '/', root: inSection('Moments From the Farm') },
  { name: 'the partner logos', path: '/services', root: (page) => page.locator('.farm-brands .swiper') },
  { name: 'the related products', path: '/product/heirloom-tomatoes', root: (page) => page.locator('.shop-related__swiper') },
];

/** One width below and one past each breakpoint of docs/product.md#carousels. */
const WIDTHS = [390, 800, 1000, 1280, 1440];

/** The slides a visitor sees: shown, and wholly inside the carousel's box; by text and place (px from the carousel's left). */
const shownSlides = (root: Locator) =>
  root.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll<HTMLElement>('.swiper-slide')]
      .filter((slide) => {
        const { left, right } = slide.getBoundingClientRect();
        return getComputedStyle(slide).visibility === 'visible' && left >= box.left - 1 && right <= box.right + 1;
      })
      .map((slide) => {
        const { left, width } = slide.getBoundingClientRect();
        return { text: slide.textContent!.trim().slice(0, 30), left: Math.round(left - box.left), width: Math.round(width) };
      })
      .sort((a, b) => a.left - b.left);
  });

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const carousel of CAROUSELS) {
      test(`${carousel.name} (${carousel.path}): the first view before Swiper is the one Swiper shows`, async ({
        page,
        browser,
        problems,
      }) => {
        // The server's page as sent, laid out by its own styles: the plain markup, which no script replaces.
        const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
        const plainPage = await plain.newPage();
        await plainPage.goto(carousel.path);
        const before = await shownSlides(carousel.root(plainPage));
        await plain.close();
        expect(before.length).toBeGreaterThan(0);

        await openPage(page, carousel.path);
        const live = carousel.root(page);
        // Scrolled to by its section: the carousel's own root is replaced when Swiper takes over.
        await live.locator('xpath=ancestor::section[1]').scrollIntoViewIfNeeded();
        await expect(live).toHaveClass(/swiper-initialized/);
        await expect.poll(() => shownSlides(live), { message: "Swiper's first view" }).toEqual(before);
        expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
      });
    }
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';

/** Every way a page could state how soon produce arrives. */
const DELIVERY_TIME = /\b(?:within|in|under)\s+(?:\d+\s*|a few\s+)?(?:hours?|days?)\b|\b\d+-(?:hour|day) delivery\b/gi;

/** The pages that tell shoppers how fast their produce comes, each in its own words. */
const PAGES = ['/', '/about-us', '/farm-story', '/farm-to-table', '/service-details/1', '/product/heirloom-tomatoes', '/shop'];

/** The delivery times a page states, in its content and in its description for search and links. */
async function deliveryTimesOn(page: Page) {
  const text = (await page.locator('main').textContent()) ?? '';
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  return [...new Set([...`${text}\n${description}`.matchAll(DELIVERY_TIME)].map(([phrase]) => phrase.toLowerCase()))];
}

test('every page that says how soon produce arrives makes the same promise: 2-day delivery', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    await openPage(page, path);
    // Long pages render what is below the fold in a second pass.
    await expect.poll(() => deliveryTimesOn(page), { message: path }).not.toEqual([]);
    const others = (await deliveryTimesOn(page)).filter((phrase) => phrase !== 'within 2 days' && phrase !== '2-day delivery');
    expect({ path, others }).toEqual({ path, others: [] });
  }
});

import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { letThePlayerTimeOut, stopTheClock, videoHostServesPlayer, videoHostUnreachable } from '../../support/videoHost';
import { openPage, SLOW_PAGE_TEST_TIMEOUT } from '../../support/pages';

async function openStory(page: Page) {
  const opener = page.getByRole('button', { name: 'OUR STORY' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /Our Story/ });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test.describe('services-2 story video modal', () => {
  test.describe.configure({ timeout: SLOW_PAGE_TEST_TIMEOUT });

  test.beforeEach(async ({ page }) => {
    await openPage(page, '/services-2', { heading: 'Services' });
  });

  test('opens on OUR STORY with a poster, keeps focus inside and closes on Escape', async ({ page, problems }) => {
    const { opener, dialog } = await openStory(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Nothing from YouTube until the visitor presses play.
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Play video/ })).toBeVisible();

    // Focus starts inside and stays there, both ways round.
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('closes with the close button and with a click on the backdrop', async ({ page }) => {
    let { opener, dialog } = await openStory(page);
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    ({ opener, dialog } = await openStory(page));
    // The top-left corner of the viewport is backdrop, outside the dialog box.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('service cards lead to their details', async ({ page }) => {
    const card = page.getByRole('link', { name: 'Dairy Production' }).first();
    await expect(card).toHaveAttribute('href', '/service-details/3');
  });
});

test.describe('services-2 story film', () => {
  test.describe.configure({ timeout: SLOW_PAGE_TEST_TIMEOUT });

  test('play inserts the privacy-enhanced YouTube player, starting at 10 s', async ({ page }) => {
    await videoHostServesPlayer(page);
    await openPage(page, '/services-2', { heading: 'Services' });
    const { dialog } = await openStory(page);
    await dialog.getByRole('button', { name: /Play video/ }).click();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?.*start=10/);
    await expect(frame).toHaveCSS('opacity', '1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('offline, the poster stays and says the film is unavailable, with no broken frame', async ({ page, problems }) => {
    await videoHostUnreachable(page);
    await page.clock.install();
    await openPage(page, '/services-2', { heading: 'Services' });
    const { dialog } = await openStory(page);
    await stopTheClock(page);
    await dialog.getByRole('button', { name: /Play video/ }).click();
    await expect(dialog.locator('iframe')).toHaveCSS('opacity', '0');
    await letThePlayerTimeOut(page);
    await expect(dialog.getByRole('button', { name: /Film unavailable/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText('Film unavailable right now')).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });
});

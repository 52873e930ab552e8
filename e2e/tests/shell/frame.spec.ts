import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { seedCart, TOMATOES } from '../../support/cart';

test.describe('the frame', () => {
  test('top bar shows hours, phone and four social links opening in a new tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Mon - Sat: 08:00 am - 05:00 pm')).toBeVisible();
    await expect(page.getByRole('link', { name: '+55 (48) 3025-0147' }).first()).toHaveAttribute('href', 'tel:+554830250147');
    const social = page.getByRole('list', { name: 'Terra Verde on social networks' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the header is sticked after 5 px and the scroll-to-top button appears after 100 px', async ({ page }) => {
    await openPage(page, '/no-such-page');
    const header = page.locator('header.shell-header');
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(header).not.toHaveClass(/sticked/);
    await page.evaluate(() => window.scrollTo(0, 6));
    await expect(header).toHaveClass(/sticked/);
    await expect(scrollTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(scrollTop).toBeVisible();
    await scrollTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the About dropdown works with the keyboard', async ({ page }) => {
    await openPage(page, '/no-such-page');
    const main = page.getByRole('navigation', { name: 'Main' });
    const about = main.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
  });

  test('the About dropdown opens on mouse hover and closes when the mouse leaves', async ({ page }) => {
    await openPage(page, '/no-such-page');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(10, 700);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('the newsletter form checks the e-mail, then thanks and resets', async ({ page }) => {
    await openPage(page, '/no-such-page');
    const form = page.getByRole('form', { name: 'Newsletter' });
    const email = form.getByLabel('Your e-mail');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText(/valid e-mail/);
    await expect(email).toBeFocused();
    await email.fill('ana@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks For Subscribe')).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await openPage(page, '/no-such-page');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/shop');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the top bar on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('keeps the opening hours, the phone and the social links, on two lines within the screen', async ({ page }) => {
    await openPage(page, '/no-such-page');
    const hours = page.getByText('Mon - Sat: 08:00 am - 05:00 pm');
    const phone = page.getByRole('link', { name: '+55 (48) 3025-0147' }).first();
    const social = page.getByRole('list', { name: 'Terra Verde on social networks' }).getByRole('link');
    for (const item of [hours, phone, ...(await social.all())]) await expect(item).toBeInViewport({ ratio: 1 });
    const [hoursBox, phoneBox] = [(await hours.boundingBox())!, (await phone.boundingBox())!];
    expect(phoneBox.y, 'the phone wraps below the hours').toBeGreaterThanOrEqual(hoursBox.y + hoursBox.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens by its button, toggles the About sub-menu and closes on the overlay', async ({ page }) => {
    await openPage(page, '/no-such-page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const about = menu.getByRole('button', { name: 'About' });
    await about.click();
    await expect(menu.getByRole('link', { name: 'Farm Story' })).toBeVisible();
    await about.click();
    await expect(menu.getByRole('link', { name: 'Farm Story' })).toBeHidden();
    await page.getByTestId('mobile-menu-overlay').click({ position: { x: 370, y: 400 } });
    await expect(menu).toBeHidden();
  });

  test('closes after following a link', async ({ page }) => {
    await openPage(page, '/no-such-page');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('before the app has taken over the painted frame', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Holds the app's code back until the returned function is called, as on a slow phone network. */
  async function holdTheApp(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/js/bootstrap.*.js', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('the header already shows the stored cart count', async ({ page }) => {
    await seedCart(page, [TOMATOES]);
    const release = await holdTheApp(page);
    // The held script keeps the load event back: the frame is on screen from the HTML alone.
    await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    release();
  });

  test('a tap on the menu button is kept and answered once the app is ready', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('index.html already shows the header, the banner art and the footer', async ({ page }) => {
    // Without JavaScript the page never comes alive: the visit ends when the HTML has loaded.
    await page.goto('/shop', { waitUntil: 'load' });
    await expect(page.getByRole('link', { name: /Terra Verde/ }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('main .tv-page-banner__art')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Terra Verde');
  });
});

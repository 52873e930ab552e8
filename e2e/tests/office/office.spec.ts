import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { expectAccessibleAndNarrow } from '../../support/officeChecks';
import { fakeStaffApi, STAFF, WRONG_SIGN_IN } from '../../support/office';
import { openPage } from '../../support/pages';

/**
 * The farm office on a phone in the packing shed: 390 px wide, by keyboard, clean under axe. The
 * staff API is a stand-in answering the contract's shapes (support/office.ts), for states the real
 * service reaches only with much set-up; the pages, the shell's server and the office's remote are
 * the real builds. The journey against the real service: journey.spec.ts.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the server sends every office URL only the sign-in, never indexed, and keeps the office out of the sitemap', async ({ request }) => {
  for (const path of ['/office', '/office?status=paid&page=2', '/office/orders/TV-ANYTHING', '/office/packing?day=2026-11-24']) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).not.toContain('rel="canonical"');
    expect(html, path).toContain('>Sign in</button>');
  }
  expect((await (await request.get('/robots.txt')).text()).split('\n')).toContain('Disallow: /office');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/office');
});

test('signing in: labelled fields, the service’s sentence in an alert, nothing typed cleared, by keyboard', async ({ page }) => {
  await fakeStaffApi(page);
  await openPage(page, '/office', { heading: 'Farm office' });
  await expect(page.getByRole('status').filter({ hasText: 'Sign in with your staff e-mail' })).toBeVisible();
  await expectAccessibleAndNarrow(page);

  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Email').press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: WRONG_SIGN_IN })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(STAFF.email);
  await expect(page.getByLabel('Password')).toHaveValue('not the password');
  await expectAccessibleAndNarrow(page);

  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the order list pages and filters in the address, and its rows are cards on a phone', async ({ page }) => {
  const api = await fakeStaffApi(page);
  await openPage(page, '/office', { heading: 'Farm office' });
  await signIn(page);
  await expect(page.getByRole('status').filter({ hasText: 'Orders 1–25 of 30' })).toBeVisible();
  expect(
    await page
      .getByTestId('order-row')
      .first()
      .evaluate((row) => getComputedStyle(row).display),
  ).toBe('grid');
  await expectAccessibleAndNarrow(page);

  await page.getByRole('navigation', { name: 'Order list pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/office\?page=2$/);
  await expect(page.getByRole('status').filter({ hasText: 'Orders 26–30 of 30' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('paid');
  await expect(page).toHaveURL(/\/office\?status=paid$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('souza');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/office\?status=paid&q=souza$/);
  expect(api.requests).toContain('GET /api/staff/orders?status=paid&q=souza');
});

test("an order: the next statuses, a 409's sentence in a toast, a refund only with a reason", async ({ page }) => {
  await fakeStaffApi(page, { conflict: true });
  await openPage(page, '/office/orders/TV-00000001', { heading: 'Farm office' });
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order TV-00000001' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' })).toContainText('$15.80');
  const actions = page.getByRole('region', { name: 'Move this order on' }).getByRole('button');
  await expect(actions).toHaveText(['Mark as Packed', 'Refund…']);
  await expectAccessibleAndNarrow(page);

  await page.getByRole('button', { name: 'Mark as Packed' }).click();
  await expect(page.getByText('Order TV-00000001 is Packed now, not Paid.')).toBeVisible();

  await page.getByRole('button', { name: 'Refund…' }).click();
  await page.getByRole('button', { name: 'Refund $15.80' }).click();
  await expect(page.getByText('Give the reason for the refund')).toBeVisible();
  await expectAccessibleAndNarrow(page);
});

test('the packing page: three sections in the address, each with its CSV and Print, printing the section only', async ({ page }) => {
  await fakeStaffApi(page);
  await openPage(page, '/office/packing?day=2026-11-24', { heading: 'Farm office' });
  await signIn(page);
  await expect(page.getByRole('heading', { level: 2, name: /Packing list/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV (Packing list)' })).toHaveAttribute(
    'href',
    '/api/staff/packing?day=2026-11-24&format=csv',
  );
  await expectAccessibleAndNarrow(page);

  for (const section of ['Packing slips', 'Delivery run sheet']) {
    await page.getByRole('navigation', { name: 'Packing sections' }).getByRole('link', { name: section }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
    await expectAccessibleAndNarrow(page);
  }
  await expect(page).toHaveURL(/section=run/);

  await page.getByRole('navigation', { name: 'Packing sections' }).getByRole('link', { name: 'Packing slips' }).click();
  await expect(page.getByTestId('packing-slip')).toHaveCount(3);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print (Packing slips)' })).toBeHidden();
  expect(
    await page
      .getByTestId('packing-slip')
      .first()
      .evaluate((slip) => getComputedStyle(slip).breakAfter),
  ).toBe('page');
});

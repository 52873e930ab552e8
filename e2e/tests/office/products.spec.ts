import { mergeTests, type Page } from '@playwright/test';
import { expect, test as pageTest } from '../../support/fixtures';
import { expectAccessibleAndNarrow } from '../../support/officeChecks';
import { createStaffAccount, signIn } from '../../support/officeAccount';
import { openPage, PAGE_ARRIVAL_MS } from '../../support/pages';
import { test as stockTest } from '../../support/stock';
import { toast } from '../../support/toast';

// ownStock: the oranges not tracked and on sale before and after each test, however it ended.
const test = mergeTests(pageTest, stockTest);

/**
 * The office's Products screen against the real service: a quantity set there is what the shop's
 * product page says is left; cleared, the product is not tracked again. At 390 px, as on a phone
 * in the packing shed, and clean under axe.
 *
 * Stock is global to the running site: this suite owns Valencia Oranges' (support/stockOwners.ts),
 * which no other suite buys.
 */
test.use({ viewport: { width: 390, height: 844 } });
// Two office pages and a shop page on a busy machine.
test.slow();

const ORANGES = { id: 17, title: 'Valencia Oranges', path: '/product/valencia-oranges' } as const;

test('the server sends /office/products only the sign-in, never indexed, like every office URL', async ({ request }) => {
  const response = await request.get('/office/products', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('>Sign in</button>');
  expect(html).not.toContain('Valencia Oranges');
});

const oranges = (page: Page) => page.getByTestId('stock-row').filter({ has: page.getByRole('heading', { name: ORANGES.title }) });

test.describe('the stock of Valencia Oranges', () => {
  test('a quantity set on the Products screen is what the shop says is left; cleared, the oranges are not tracked again', async ({
    page,
    request,
  }) => {
    const account = await createStaffAccount(request, 'stock');

    await openPage(page, '/office', { heading: 'Farm office' });
    await signIn(page, account);
    await page.getByRole('navigation', { name: 'Farm office' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/office\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
    const row = oranges(page);
    await expect(row.getByTestId('stock-now')).toHaveText('Not tracked');
    await expect(row.getByRole('switch', { name: `Sold out (${ORANGES.title})` })).not.toBeChecked();
    await expectAccessibleAndNarrow(page);

    // Three on hand.
    await row.getByRole('textbox', { name: `Quantity on hand (${ORANGES.title})` }).fill('3');
    await row.getByRole('button', { name: `Save (${ORANGES.title})` }).click();
    await expect(toast(page, 'success', `${ORANGES.title}: 3 on hand, 3 for sale.`)).toBeVisible();
    await expect(row.getByTestId('stock-now')).toHaveText('3 on hand · 0 held by checkouts · 3 for sale');
    await expectAccessibleAndNarrow(page);

    // The shop's product page says so: its HTML is filled from live stock, and the page asks again.
    await openPage(page, ORANGES.path, { heading: ORANGES.title });
    await expect(page.getByText('Only 3 left').first()).toBeVisible();

    // Back in the office (still signed in): sold out at once, then on sale again, by keyboard.
    await openPage(page, '/office/products', { heading: 'Products' });
    const soldOut = oranges(page).getByRole('switch', { name: `Sold out (${ORANGES.title})` });
    await soldOut.focus();
    await page.keyboard.press('Space');
    await expect(toast(page, 'success', `${ORANGES.title}: sold out.`)).toBeVisible();
    await expect(soldOut).toBeChecked();
    await page.keyboard.press('Space');
    await expect(toast(page, 'success', `${ORANGES.title}: on sale again.`)).toBeVisible();
    await expect(soldOut).not.toBeChecked();

    // An empty box: not tracked again.
    const box = oranges(page).getByRole('textbox', { name: `Quantity on hand (${ORANGES.title})` });
    await expect(box).toHaveValue('3');
    await box.fill('');
    await box.press('Enter');
    await expect(toast(page, 'success', `${ORANGES.title}: not tracked.`)).toBeVisible();
    await expect(oranges(page).getByTestId('stock-now')).toHaveText('Not tracked');
    const list = await page.request.get('/api/staff/stock');
    const line = ((await list.json()) as { products: Array<{ productId: number; onHand: number | null; soldOut: boolean }> }).products.find(
      (product) => product.productId === ORANGES.id,
    );
    expect(line).toMatchObject({ onHand: null, soldOut: false });
  });
});

import type { Page } from '@playwright/test';
import type { CartItem } from '../../support/cart';
import { expect, test } from '../../support/fixtures';
import { expectAccessibleAndNarrow } from '../../support/officeChecks';
import { createStaffAccount, payForCart, signIn } from '../../support/officeAccount';
import { openPage, PAGE_ARRIVAL_MS } from '../../support/pages';

/**
 * The farm's office against the real service: orders paid through the shop are found, worked
 * through packing to delivery with their history, and counted on the day's packing list; signing
 * out closes the office's API. At 390 px, as on a phone in the packing shed, and clean under axe.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });
// Two payments and a dozen office pages on a busy machine.
test.slow();

/** No other suite orders grapes, so every grape on the packing list is one of these orders'. */
const grapes = (quantity: number): CartItem => ({ id: 18, title: 'Seedless Grapes', price: 6.6, quantity, thumb: 'grapes.svg' });

/** How many bunches of grapes the packing list on screen asks for. */
async function grapesOnTheList(page: Page): Promise<number> {
  const row = page.getByTestId('packing-line').filter({ hasText: 'Seedless Grapes' });
  return Number(await row.locator('td').first().textContent());
}

test('a paid order found, packed, sent out and delivered, with its history; the packing list counts the orders; signing out closes the API', async ({
  page,
  context,
  request,
}) => {
  const account = await createStaffAccount(request, 'packer');
  // Two shoppers' tabs: a cart is seeded once per tab, and a paid one is emptied.
  const first = await payForCart(await context.newPage(), [grapes(3)], {
    'First name': 'Olivia',
    'Last name': 'Packwood',
    'Town / City': 'Kingston',
  });
  const second = await payForCart(await context.newPage(), [grapes(4)], {
    'First name': 'Otto',
    'Last name': 'Packwood',
    'Town / City': 'Kingston',
  });

  // Signing in.
  await openPage(page, '/office', { heading: 'Farm office' });
  await expectAccessibleAndNarrow(page);
  await signIn(page, account);
  await expectAccessibleAndNarrow(page);

  // The day's packing list: the grapes of every paid order not yet packed, ours among them.
  await page.getByRole('link', { name: 'Packing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Packing list/ })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByTestId('packing-line').filter({ hasText: 'Seedless Grapes' })).toBeVisible();
  const before = await grapesOnTheList(page);
  // The page's own cookie: the office's API answers the signed-in browser only.
  const slips = await page.request.get(`/api/staff/slips?day=${new URL(page.url()).searchParams.get('day')}`);
  const slipGrapes = ((await slips.json()) as { orders: Array<{ number: string; lines: Array<{ productId: number; quantity: number }> }> })
    .orders;
  expect(slipGrapes.map((order) => order.number)).toEqual(expect.arrayContaining([first, second]));
  expect(before).toBe(
    slipGrapes
      .flatMap((order) => order.lines)
      .filter((line) => line.productId === 18)
      .reduce((sum, line) => sum + line.quantity, 0),
  );
  await expectAccessibleAndNarrow(page);
  await page.getByRole('link', { name: 'Packing slips' }).click();
  await expect(page.getByTestId('packing-slip').filter({ hasText: first })).toBeVisible();
  await expectAccessibleAndNarrow(page);

  // Finding the first order by its number, and working it to its delivery.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill(first);
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${first}`));
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Olivia Packwood');
  await expect(row).toContainText('Paid');
  await expectAccessibleAndNarrow(page);
  await row.getByRole('link', { name: first }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${first}` })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expectAccessibleAndNarrow(page);

  for (const [label, note] of [
    ['Packed', 'Two bunches in the blue crate.'],
    ['Out for delivery', ''],
    ['Delivered', 'Left with the neighbour.'],
  ] as const) {
    if (note) await page.getByLabel('Note (optional)').fill(note);
    await page.getByRole('button', { name: `Mark as ${label}` }).click();
    await expect(page.getByTestId('order-event').last()).toContainText(`→ ${label}`);
  }
  // Delivered is the end of the road: only a refund is left.
  await expect(page.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refund…' })).toBeVisible();
  const history = page.getByTestId('order-event');
  await expect(history).toHaveCount(5);
  await expect(history.nth(0)).toContainText('Created: Awaiting payment');
  await expect(history.nth(0)).toContainText('by the system');
  await expect(history.nth(1)).toContainText('Awaiting payment → Paid');
  await expect(history.nth(2)).toContainText(`Paid → Packed`);
  await expect(history.nth(2)).toContainText(`by ${account.email}`);
  await expect(history.nth(2)).toContainText('Two bunches in the blue crate.');
  await expect(history.nth(4)).toContainText('Out for delivery → Delivered');
  await expectAccessibleAndNarrow(page);

  // Packed orders leave the packing list: the first order's 3 bunches are gone from it.
  await page.getByRole('link', { name: 'Packing', exact: true }).click();
  await expect(page.getByTestId('packing-line').filter({ hasText: 'Seedless Grapes' })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect.poll(() => grapesOnTheList(page)).toBe(before - 3);

  // Signing out: the office's API no longer answers this browser.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect((await page.request.get('/api/staff/orders')).status()).toBe(401);
  expect(await (await page.request.get('/api/staff/session')).json()).toEqual({ signedIn: false });
});

import type { CartItem } from '../../support/cart';
import { expect, test } from '../../support/fixtures';
import { messageTo } from '../../support/mailbox';
import { createStaffAccount, payForCart, signIn } from '../../support/officeAccount';
import { openPage, PAGE_ARRIVAL_MS } from '../../support/pages';

/**
 * Everyone hears about an order: the shopper's receipt and the farm's notice arrive at a real
 * SMTP server (support/mailSink.mjs), the receipt's link opens the order's own page, and the
 * order going out for delivery in the office sends the shopper a second message.
 */
test.slow();

const PEARS: CartItem = { id: 16, title: 'Bartlett Pears', price: 5.2, quantity: 2, thumb: 'pear.svg' };

test('a paid order e-mails the shopper and the farm; the link opens the order; out for delivery e-mails again', async ({
  page,
  context,
  request,
}) => {
  const shopper = `mail-${Date.now().toString(36)}@example.com`;
  const number = await payForCart(await context.newPage(), [PEARS], {
    'First name': 'Mara',
    'Last name': 'Postal',
    'E-mail address': shopper,
  });

  const receipt = await messageTo(shopper, new RegExp(`^Your Terra Verde order ${number}$`));
  expect(receipt.text).toContain('Bartlett Pears');
  expect(receipt.html).toContain('Bartlett Pears');
  const notice = await messageTo('hello@terraverde.farm', new RegExp(`^Paid order ${number}`));
  expect(notice.text).toContain(`/office/orders/${number}`);

  // The receipt's link, as the shopper follows it.
  const link = /https?:\/\/\S+\/checkout\/order\/[A-Za-z0-9_-]{43}/.exec(receipt.text ?? '')?.[0];
  expect(link, 'the order page link in the receipt').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${number}: Paid` })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });

  // The farm sends it out: the shopper hears about it.
  const account = await createStaffAccount(request, 'dispatcher');
  await openPage(page, `/office/orders/${number}`, { heading: 'Farm office' });
  await signIn(page, account);
  for (const label of ['Packed', 'Out for delivery']) {
    await page.getByRole('button', { name: `Mark as ${label}` }).click();
    await expect(page.getByTestId('order-event').last()).toContainText(`→ ${label}`);
  }
  const onItsWay = await messageTo(shopper, new RegExp(`^Your order ${number} is on its way$`));
  expect(onItsWay.text).toContain(number);
});

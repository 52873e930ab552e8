import { TWO_PRODUCTS } from '../../support/cart';
import { expect, test } from '../../support/fixtures';
import { payForCart } from '../../support/officeAccount';
import { PAGE_ARRIVAL_MS } from '../../support/pages';

/** What an order page's address looks like: the token is 32 random bytes in base64url. */
const ORDER_PAGE_URL = /\/checkout\/order\/[A-Za-z0-9_-]{43}$/;

test.describe("the shopper's order page: a private link to the order", () => {
  // A payment through the test page, then two more page loads: allow for a busy machine.
  test.slow();

  test('the success page links to the order, whose page shows its status, lines, total and delivery, and is never indexed', async ({
    page,
    request,
  }) => {
    const number = await payForCart(page, TWO_PRODUCTS, { 'Street address': '5 Cider Mill Road', 'Town / City': 'Kingston' });
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page).toHaveURL(ORDER_PAGE_URL);
    const orderUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: PAGE_ARRIVAL_MS });
    await expect(page.getByRole('heading', { level: 2, name: `Order ${number}: Paid` })).toBeVisible();
    await expect(page.getByTestId('receipt-line')).toHaveText([/^Heirloom Tomatoes2\$6\.30\$12\.60$/, /^Rainbow Carrots1\$3\.20\$3\.20$/]);
    await expect(page.getByTestId('receipt-total')).toHaveText('$15.80');
    await expect(page.getByTestId('order-address')).toContainText('Ana Souza');
    await expect(page.getByTestId('order-address')).toContainText('5 Cider Mill Road');
    await expect(page.getByTestId('order-address')).toContainText('Kingston, Ontario N1H 2K3');

    // A fresh load of the link (as from an e-mail) shows the same order.
    await page.goto(orderUrl);
    await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: PAGE_ARRIVAL_MS });
    await expect(page.getByTestId('order-number')).toHaveText(number);

    // The server's HTML for the link: noindex, no canonical, and nothing of the order in it.
    const html = await request.get(orderUrl, { headers: { Accept: 'text/html' } });
    expect(html.status()).toBe(200);
    expect(html.headers()['cache-control']).toBe('no-store');
    const text = await html.text();
    expect(text).toContain('<meta name="robots" content="noindex">');
    expect(text).not.toContain('rel="canonical"');
    expect(text).toContain('Loading your order…');
    expect(text).not.toContain(number);
    expect(text).not.toContain('Cider Mill');
  });

  test('a forged link is a real 404 that says it is not valid, never stored, and its HTML is not indexed either', async ({
    page,
    request,
  }) => {
    const forged = `/checkout/order/${'Z'.repeat(43)}`;
    // The shell's server asked the service, which knows no such order.
    const response = await page.goto(forged);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 2, name: 'This order link is not valid' })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
    await expect(page.getByTestId('receipt-line')).toHaveCount(0);
    const html = await request.get(forged, { headers: { Accept: 'text/html' } });
    expect(html.status()).toBe(404);
    expect(html.headers()['cache-control']).toBe('no-store');
    expect(await html.text()).toContain('<meta name="robots" content="noindex">');
  });
});

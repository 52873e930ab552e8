import AxeBuilder from '@axe-core/playwright';
import { seedCart, TWO_PRODUCTS } from '../../support/cart';
import { fillBilling, payButton } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';

// The site's own pages are checked by the QA suite; the service's test-payment page is not a route of the site.
test('the test-payment page passes an automated WCAG A/AA check', async ({ page }) => {
  await seedCart(page, TWO_PRODUCTS);
  await openPage(page, '/checkout', { heading: 'Checkout' });
  await fillBilling(page);
  await payButton(page).click();
  await expect(page.getByText('TEST PAYMENT', { exact: true })).toBeVisible();
  // @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
  const axe = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

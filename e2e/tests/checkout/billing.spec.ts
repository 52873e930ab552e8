import { billingForm } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';

test('the billing form marks required fields, checks the e-mail and defaults to Canada', async ({ page }) => {
  await openPage(page, '/checkout', { heading: 'Checkout' });
  const form = billingForm(page);
  await expect(form.getByLabel('Country / Region')).toHaveValue('Canada');
  await expect(form.getByLabel('Country / Region').locator('option')).toHaveText([
    'Choose a country / region',
    'Australia',
    'Canada',
    'China',
    'Japan',
    'Bangladesh',
  ]);
  await expect(form.getByLabel('Country / Region').locator('option').first()).toBeDisabled();
  for (const label of ['First name', 'Last name', 'Street address', 'Town / City', 'State / County', 'Postcode / ZIP', 'E-mail address']) {
    await expect(form.getByLabel(label)).toHaveAttribute('required', '');
  }
  await expect(form.getByLabel('Phone (optional)')).not.toHaveAttribute('required', '');

  await form.getByLabel('E-mail address').fill('not-an-email');
  await form.getByRole('button', { name: 'Check billing details' }).click();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await expect(form.getByText('E-mail address must be a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';

/** The form's controls are labelled "<Label> *"; match the label's start. */
const control = (page: Page, form: string, label: string) => page.getByRole('form', { name: form }).getByLabel(new RegExp(`^${label}`));

test.describe('contact', () => {
  test('/contact shows the hotline, postal address and official e-mail', async ({ page }) => {
    await openPage(page, '/contact', { heading: 'Contact' });
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: '+55 (48) 3025-0147' })).toHaveAttribute('href', 'tel:+554830250147');
    await expect(main.getByText('Estrada Geral do Rio Vermelho, 2450, Florianópolis, SC 88060-000, Brazil')).toBeVisible();
    await expect(main.getByRole('link', { name: 'hello@terraverde.farm' })).toHaveAttribute('href', 'mailto:hello@terraverde.farm');
  });

  test('links to contact-us.html reach the contact page', async ({ page }) => {
    await openPage(page, '/contact-us.html', { heading: 'Contact' });
    await expect(page).toHaveURL('/contact');
  });

  test('the contact form explains what is missing or wrong', async ({ page }) => {
    await openPage(page, '/contact', { heading: 'Contact' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Name is required.',
      'E-mail is required.',
      'Phone is required.',
      'Comments is required.',
    ]);
    await expect(control(page, 'Contact form', 'Name')).toBeFocused();
    await expect(control(page, 'Contact form', 'Name')).toHaveAttribute('aria-invalid', 'true');

    await control(page, 'Contact form', 'Name').fill('Ana');
    await control(page, 'Contact form', 'E-mail').fill('ana@farm');
    await control(page, 'Contact form', 'Phone').fill('call me');
    await control(page, 'Contact form', 'Comments').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(control(page, 'Contact form', 'E-mail')).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(control(page, 'Contact form', 'Phone')).toHaveAccessibleDescription('Phone must contain numbers only.');
    await expect(page.getByText('Thanks For Your Message')).toHaveCount(0);
  });

  test('a complete message is thanked and the form resets', async ({ page }) => {
    await openPage(page, '/contact', { heading: 'Contact' });
    await control(page, 'Contact form', 'Name').fill('Ana Souza');
    await control(page, 'Contact form', 'E-mail').fill('ana@example.com');
    await control(page, 'Contact form', 'Phone').fill('+55 48 99634 2087');
    await control(page, 'Contact form', 'Comments').fill('Do you deliver to Lagoa da Conceição?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thanks For Your Message')).toBeVisible();
    for (const label of ['Name', 'E-mail', 'Phone', 'Comments']) {
      await expect(control(page, 'Contact form', label)).toHaveValue('');
    }
  });
});

test.describe('register and login', () => {
  test('register compares the passwords, then thanks and resets', async ({ page }) => {
    await openPage(page, '/register', { heading: 'Register' });
    const confirm = control(page, 'Register', 'Confirm password');
    await expect(confirm).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('form', { name: 'Register' }).getByRole('alert')).toHaveCount(3);

    await control(page, 'Register', 'E-mail').fill('ana@example.com');
    await control(page, 'Register', 'Password').fill('harvest-2025');
    await confirm.fill('harvest-2024');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(confirm).toHaveAccessibleDescription(/Passwords do not match/);
    await expect(confirm).toBeFocused();
    await expect(page.getByText('Thanks For Registration')).toHaveCount(0);

    await confirm.fill('harvest-2025');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Thanks For Registration')).toBeVisible();
    await expect(control(page, 'Register', 'E-mail')).toHaveValue('');
    await expect(control(page, 'Register', 'Password')).toHaveValue('');
    await expect(confirm).toHaveValue('');
  });

  test('login requires both fields, then welcomes and resets; the pages link to each other', async ({ page }) => {
    await openPage(page, '/login', { heading: 'Login' });
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('form', { name: 'Log in' }).getByRole('alert')).toHaveText([
      'E-mail is required.',
      'Password is required.',
    ]);
    await expect(page.getByText('Login Successful')).toHaveCount(0);

    await control(page, 'Log in', 'E-mail').fill('chef@example.com');
    await control(page, 'Log in', 'Password').fill('anything');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(control(page, 'Log in', 'E-mail')).toHaveValue('');
    await expect(control(page, 'Log in', 'Password')).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain('anything');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/register');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('subscription', () => {
  test('the Seasonal Produce Box form asks how to call back, saves the request and returns to the defaults', async ({ page }) => {
    await openPage(page, '/subscription', { heading: 'Subscription' });
    await expect(page.getByRole('heading', { level: 2, name: 'Seasonal Produce Box' })).toBeVisible();
    const size = page.getByRole('group', { name: 'Box size' });
    const frequency = page.getByRole('group', { name: 'Delivery frequency' });
    await expect(size.getByRole('radio')).toHaveCount(3);
    await expect(size.getByRole('radio', { name: /Family/ })).toBeChecked();
    await expect(frequency.getByRole('radio', { name: /Weekly/ })).toBeChecked();

    await size.getByRole('radio', { name: /Gathering/ }).check();
    await frequency.getByRole('radio', { name: /Monthly/ }).check();
    // The farm needs a name, an e-mail and, for a delivery (the default), a postcode to call back.
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('form', { name: 'Seasonal Produce Box' }).getByRole('alert')).toHaveText([
      'Name is required.',
      'E-mail is required.',
      'Postcode is required for delivery.',
    ]);
    await control(page, 'Seasonal Produce Box', 'Name').fill('Ana Souza');
    await control(page, 'Seasonal Produce Box', 'E-mail').fill('ana@example.com');
    await control(page, 'Seasonal Produce Box', 'Postcode').fill('88060-000');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText("Subscription preference saved. We'll contact you to finalize.")).toBeVisible();
    await expect(size.getByRole('radio', { name: /Family/ })).toBeChecked();
    await expect(frequency.getByRole('radio', { name: /Weekly/ })).toBeChecked();
    await expect(control(page, 'Seasonal Produce Box', 'Name')).toHaveValue('');
  });
});

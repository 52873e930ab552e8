import { test, expect } from '../../support/fixtures';

test.describe('service details', () => {
  test('shows the service with help box and a one-at-a-time FAQ', async ({ page, problems }) => {
    await page.goto('/service-details/5');
    await expect(page).toHaveTitle('Fresh Vegetables | Terra Verde');
    await expect(page.getByRole('heading', { level: 2, name: 'Fresh Vegetables' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+55 (48) 3025-0147' }).last()).toHaveAttribute('href', 'tel:+554830250147');
    await expect(page.getByRole('link', { name: 'hello@terraverde.farm' }).first()).toHaveAttribute('href', 'mailto:hello@terraverde.farm');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    const soil = page.getByRole('button', { name: /soil additives/ });
    const herbicides = page.getByRole('button', { name: /herbicides/ });
    const water = page.getByRole('button', { name: /water come from/ });
    await expect(soil).toHaveAttribute('aria-expanded', 'true');
    await expect(herbicides).toHaveAttribute('aria-expanded', 'false');
    await expect(water).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/compost made on the farm/)).toBeVisible();

    await herbicides.click();
    await expect(herbicides).toHaveAttribute('aria-expanded', 'true');
    await expect(soil).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/compost made on the farm/)).toBeHidden();
    await expect(page.getByText(/flame weeding/)).toBeVisible();

    await water.click();
    await expect(water).toHaveAttribute('aria-expanded', 'true');
    await expect(herbicides).toHaveAttribute('aria-expanded', 'false');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the sidebar remembers its active item across reloads in one session', async ({ page, browser }) => {
    await page.goto('/service-details/1');
    const sidebar = page.getByRole('navigation', { name: 'All Services' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Agricultural Products',
      'Organic Products',
      'Dairy Production',
      'Sweet Exotic Fruits',
      'Fresh Vegetables',
    ]);
    // Default: the second item.
    await expect(sidebar.getByRole('link', { name: 'Organic Products' })).toHaveAttribute('aria-current', 'true');

    await sidebar.getByRole('link', { name: 'Sweet Exotic Fruits' }).click();
    await expect(page).toHaveURL(/\/service-details\/4$/);
    await expect(sidebar.getByRole('link', { name: 'Sweet Exotic Fruits' })).toHaveAttribute('aria-current', 'true');

    await page.reload();
    await expect(sidebar.getByRole('link', { name: 'Sweet Exotic Fruits' })).toHaveAttribute('aria-current', 'true');
    await expect(sidebar.locator('[aria-current]')).toHaveCount(1);

    await page.goto('/service-details/2');
    await expect(sidebar.getByRole('link', { name: 'Sweet Exotic Fruits' })).toHaveAttribute('aria-current', 'true');

    // A new browsing session starts from the default again.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto('/service-details/1');
    await expect(other.getByRole('navigation', { name: 'All Services' }).getByRole('link', { name: 'Organic Products' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await fresh.close();
  });

  for (const id of ['99', '0', 'abc']) {
    test(`unknown service id "${id}" shows the banner only`, async ({ page, problems }) => {
      await page.goto(`/service-details/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'All Services' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /soil additives/ })).toHaveCount(0);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});

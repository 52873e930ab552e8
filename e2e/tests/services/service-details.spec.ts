import { test, expect } from '../../support/fixtures';
import { openPage, reloadPage, SLOW_PAGE_TEST_TIMEOUT } from '../../support/pages';

test.describe('service details', () => {
  test.describe.configure({ timeout: SLOW_PAGE_TEST_TIMEOUT });

  test('shows the service with help box and a one-at-a-time FAQ', async ({ page, problems }) => {
    await openPage(page, '/service-details/5', { heading: 'Service Details' });
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

  test('the sidebar remembers its active item across reloads in one session', async ({ page }) => {
    await openPage(page, '/service-details/1', { heading: 'Service Details' });
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

    await reloadPage(page, { heading: 'Service Details' });
    await expect(sidebar.getByRole('link', { name: 'Sweet Exotic Fruits' })).toHaveAttribute('aria-current', 'true');
    await expect(sidebar.locator('[aria-current]')).toHaveCount(1);

    await openPage(page, '/service-details/2', { heading: 'Service Details' });
    await expect(sidebar.getByRole('link', { name: 'Sweet Exotic Fruits' })).toHaveAttribute('aria-current', 'true');

    // A new tab is a new session (sessionStorage is per tab): it starts from the default again.
    const other = await page.context().newPage();
    await openPage(other, '/service-details/1', { heading: 'Service Details' });
    await expect(other.getByRole('navigation', { name: 'All Services' }).getByRole('link', { name: 'Organic Products' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await other.close();
  });

  for (const id of ['99', '0', 'abc']) {
    test(`unknown service id "${id}" shows the banner only`, async ({ page, problems }) => {
      await openPage(page, `/service-details/${id}`, { heading: 'Service Details' });
      await expect(page.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'All Services' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /soil additives/ })).toHaveCount(0);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});

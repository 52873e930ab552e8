import { expect, test } from '../../support/fixtures';
import { PAGE_ARRIVAL_MS, SLOW_PAGE_TEST_TIMEOUT, unavailableNotice } from '../../support/pages';
import { remoteServing } from '../../support/topology';

const SHOP = remoteServing('/shop');

test('a QA override to an origin outside the allow-list is refused and the site keeps its own remotes', async ({ page, problems }) => {
  test.setTimeout(SLOW_PAGE_TEST_TIMEOUT);
  const foreign = 'https://cdn.example.net/mf-manifest.json';
  const foreignRequests: string[] = [];
  page.on('request', (request) => request.url().startsWith('https://cdn.example.net') && foreignRequests.push(request.url()));
  const warning = page.waitForEvent(
    'console',
    (message) => message.type() === 'warning' && message.text().includes(`override of remote "${SHOP.name}" refused`),
  );

  await page.goto(`/shop?remote.${SHOP.name}=${encodeURIComponent(foreign)}`);
  expect((await warning).text()).toContain('https://cdn.example.net is not in "overrideOrigins"');
  await expect(page.locator('main h1')).toHaveText('Shop', { timeout: PAGE_ARRIVAL_MS });
  await expect(page).toHaveURL(/\/shop$/);
  await expect(unavailableNotice(page)).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('terra-verde:remote-overrides'))).toBeNull();
  expect(problems.pageErrors).toEqual([]);
});

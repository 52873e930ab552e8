import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cartBadge, readCart, seedCart, TWO_PRODUCTS } from '../../support/cart';
import { buildShopVariant, REPO_ROOT, SHOP } from '../../support/deployment/shopBuilds';
import { deployTo, hashFolder, remoteConfigWith, serveFolder, type ServedSite } from '../../support/deployment/sites';
import { expect, test } from '../../support/fixtures';
import { PAGE_ARRIVAL_MS, unavailableNotice } from '../../support/pages';
import { REMOTES, SHELL } from '../../support/topology';

/**
 * Independent deployment of one remote: the shop is built from its own sources into folders
 * of its own and served by its own host, while the shell and the other remotes stay untouched.
 */
test.describe.configure({ mode: 'serial' });

/** The remotes left as `npm start` serves them. */
const OTHER_REMOTES = REMOTES.filter((remote) => remote.name !== SHOP.name);
const OTHER_BUILDS = [SHELL, ...OTHER_REMOTES].map(({ package: pkg }) => pkg);
const SHELL_CONTRACT_VERSION = 1;

let work: string;
const folder = (name: string) => path.join(work, name);
const sites: ServedSite[] = [];

async function serve(root: string, remoteConfig?: object): Promise<ServedSite> {
  const site = await serveFolder(root, remoteConfig);
  sites.push(site);
  return site;
}

/** Points the `live` folder of the shop's host at another build, atomically, like a deploy. */
const deployShop = (build: string) => deployTo(folder('live'), folder(build));

/** The content-hashed file holding the shop's routes module in a build. */
async function exposedChunk(build: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(build, 'mf-manifest.json'), 'utf8'));
  return manifest.exposes[0].assets.js.sync.join(',');
}

test.beforeAll(async () => {
  // Three production builds of the shop on a shared machine: a few minutes at worst.
  test.setTimeout(420_000);
  work = await mkdtemp(path.join(os.tmpdir(), 'tv-deploy-'));
  const cacheDir = folder('webpack-cache');
  await buildShopVariant({ outputPath: folder('shop-1'), stamp: 'Shop release 1', cacheDir });
  await buildShopVariant({ outputPath: folder('shop-2'), stamp: 'Shop release 2', cacheDir });
  await buildShopVariant({ outputPath: folder('shop-next-contract'), supportedShell: [SHELL_CONTRACT_VERSION + 1], cacheDir });
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  if (work) await rm(work, { recursive: true, force: true });
});

test('redeploying the shop alone shows its new text, keeps the cart and leaves the other builds untouched', async ({ page, problems }) => {
  test.setTimeout(90_000);
  const before = await Promise.all(OTHER_BUILDS.map((pkg) => hashFolder(path.join(REPO_ROOT, pkg, 'dist'))));
  await deployShop('shop-1');
  const shop = await serve(folder('live'));
  const shell = await serve(path.join(REPO_ROOT, SHELL.package, 'dist'), remoteConfigWith(SHOP, shop.url));

  await seedCart(page, TWO_PRODUCTS);
  await page.goto(`${shell.url}/shop`);
  await expect(page.getByTestId('remote-build-stamp')).toHaveText('Shop release 1', { timeout: PAGE_ARRIVAL_MS });
  await expect(cartBadge(page)).toHaveText('3');

  await deployShop('shop-2');
  expect(await exposedChunk(folder('shop-2'))).not.toBe(await exposedChunk(folder('shop-1')));
  await page.reload();
  await expect(page.getByTestId('remote-build-stamp')).toHaveText('Shop release 2', { timeout: PAGE_ARRIVAL_MS });
  await expect(cartBadge(page)).toHaveText('3');
  expect(await readCart(page)).toEqual(TWO_PRODUCTS);

  // Other parts of the site still come from their own, unchanged builds.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('main h1')).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByTestId('remote-build-stamp')).toHaveCount(0);
  await expect(unavailableNotice(page)).toHaveCount(0);

  const after = await Promise.all(OTHER_BUILDS.map((pkg) => hashFolder(path.join(REPO_ROOT, pkg, 'dist'))));
  expect(after).toEqual(before);
  expect(problems.pageErrors).toEqual([]);
});

test("a remote's host revalidates its entry points and caches its hashed files for good, open to any origin", async ({ request }) => {
  const shop = await serve(folder('shop-2'));
  for (const entryPoint of ['mf-manifest.json', 'remoteEntry.js']) {
    const response = await request.get(`${shop.url}/${entryPoint}`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
  }
  const manifest = await (await request.get(`${shop.url}/mf-manifest.json`)).json();
  const chunk: string = manifest.exposes[0].assets.js.sync[0];
  expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
  const response = await request.get(`${shop.url}/${chunk}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('QA points the shell at a candidate shop built for another contract: only the shop degrades', async ({ page, problems }) => {
  test.setTimeout(90_000);
  const candidate = await serve(folder('shop-next-contract'));
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));

  await page.goto(`/shop?remote.${SHOP.name}=${encodeURIComponent(`${candidate.url}/mf-manifest.json`)}`);
  await expect(unavailableNotice(page)).toContainText('The shop is temporarily unavailable.', { timeout: PAGE_ARRIVAL_MS });
  await expect(page).toHaveURL(/\/shop$/);
  expect(warnings.join('\n')).toContain(`does not support shell contract version ${SHELL_CONTRACT_VERSION}`);

  // The override lasts for the tab's visit, and touches only the shop.
  await page.goto('/cart');
  await expect(unavailableNotice(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('main h1')).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(unavailableNotice(page)).toHaveCount(0);

  // An empty value forgets it.
  await page.goto(`/shop?remote.${SHOP.name}=`);
  await expect(page.locator('main h1')).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(unavailableNotice(page)).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});

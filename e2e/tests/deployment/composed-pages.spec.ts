import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildShopVariant, REPO_ROOT, SHOP } from '../../support/deployment/shopBuilds';
import { failedSince, getPage, type PageAnswer } from '../../support/deployment/pageRequests';
import { deployTo, hashFolder, remoteConfigWith, serveFolder, type ServedSite } from '../../support/deployment/sites';
import { expect, test } from '../../support/fixtures';
import { REMOTES, SHELL } from '../../support/topology';

/**
 * The shell's server answers each page URL with that page's own HTML, composed from the route
 * table and fragments the page's remote serves from its own origin (site-server/src/pages/). A
 * remote redeployed alone changes that HTML once the server revalidates its table, and a remote
 * that cannot be reached degrades its own pages only. Everything here is raw HTTP: no browser.
 */
test.describe.configure({ mode: 'serial' });

/** How long the shell's server uses a remote's route table before revalidating it. */
const TTL_MS = 1_000;
/** Room, beyond the TTL, for a revalidation and a composition on a busy two-core machine. */
const MARGIN_MS = 4_000;
const PRODUCT = '/product/heirloom-tomatoes';
const PAGES = [PRODUCT, '/shop'];
const RELEASE_1 = 'Shop release 1';
const RELEASE_2 = 'Shop release 2';

const OTHER_REMOTES = REMOTES.filter((remote) => remote.name !== SHOP.name);
const UNTOUCHED_BUILDS = [SHELL, ...OTHER_REMOTES].map(({ package: pkg }) => path.join(REPO_ROOT, pkg, 'dist'));
const SHELL_DIST = path.join(REPO_ROOT, SHELL.package, 'dist');

let work: string;
const folder = (name: string) => path.join(work, name);
const sites: ServedSite[] = [];

async function serve(root: string, remoteConfig?: object, composed = false): Promise<ServedSite> {
  const site = await serveFolder(root, remoteConfig, composed ? { ttlMs: TTL_MS } : undefined);
  sites.push(site);
  return site;
}

/** The shell's build, composing its pages, with the shop at `shopOrigin` and the other remotes where `npm start` serves them. */
function serveShell(shopOrigin: string): Promise<ServedSite> {
  return serve(SHELL_DIST, remoteConfigWith(SHOP, shopOrigin), true);
}

/** Points the `live` folder of the shop's host at another build, atomically, like a deploy. */
const deployShop = (build: string) => deployTo(folder('live'), folder(build));

/** An origin nothing listens on: a port the operating system gave, then closed. */
async function closedOrigin(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/**
 * Asks for the pages over and over, a few requests at a time, until `enough` says so or a bound is
 * reached (count or time): it stops by itself, and never throws. `answers` grows as they arrive.
 */
function requestLoop(
  site: ServedSite,
  enough: (answers: PageAnswer[]) => boolean,
  { concurrency = 3, maxRequests = 20_000, maxMs = 30_000 } = {},
) {
  const answers: PageAnswer[] = [];
  const deadline = Date.now() + maxMs;
  let started = 0;
  const client = async () => {
    while (started < maxRequests && Date.now() < deadline && !enough(answers)) {
      answers.push(await getPage(site, PAGES[started++ % PAGES.length]));
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, client)).then(() => answers);
  return { answers, done };
}

/** The release of the last answer that arrived for each page. */
const latestReleases = (answers: PageAnswer[]) =>
  PAGES.map((pathname) => answers.filter((answer) => answer.path === pathname).at(-1)?.release);

/** The page's notice, in the shell's frame: header and footer around a <main> saying the shop is temporarily unavailable. */
const FRAMED_SHOP_NOTICE = new RegExp(
  `<header[\\s>][\\s\\S]*<main[^>]*>[\\s\\S]*${SHOP.displayName}(<!-- -->)? is temporarily unavailable[\\s\\S]*</main>[\\s\\S]*<footer[\\s>]`,
);

test.beforeAll(async () => {
  // Two production builds of the shop (browser build and pages each) on a shared machine.
  test.setTimeout(300_000);
  work = await mkdtemp(path.join(os.tmpdir(), 'tv-composed-'));
  const cacheDir = folder('webpack-cache');
  await buildShopVariant({ outputPath: folder('shop-1'), stamp: RELEASE_1, cacheDir });
  await buildShopVariant({ outputPath: folder('shop-2'), stamp: RELEASE_2, cacheDir });
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  if (work) await rm(work, { recursive: true, force: true });
});

test("redeploying the shop alone changes the server's HTML within the TTL, with no failed request", async () => {
  test.setTimeout(90_000);
  const before = await Promise.all(UNTOUCHED_BUILDS.map((dist) => hashFolder(dist)));
  await deployShop('shop-1');
  const shop = await serve(folder('live'));
  const shell = await serveShell(shop.url);

  // Enough once each page has come from the new build a few times.
  const loop = requestLoop(shell, (answers) =>
    PAGES.every((pathname) => answers.filter((a) => a.path === pathname && a.release === RELEASE_2).length >= 10),
  );
  // The first release is what the server sends before the deploy (each page's HTML then kept by the server).
  await expect.poll(() => latestReleases(loop.answers), { timeout: 20_000 }).toEqual([RELEASE_1, RELEASE_1]);

  await deployShop('shop-2');
  const deployedAt = Date.now();
  await expect.poll(() => latestReleases(loop.answers), { timeout: TTL_MS + MARGIN_MS, intervals: [50] }).toEqual([RELEASE_2, RELEASE_2]);

  const answers = await loop.done;
  expect(failedSince(answers, deployedAt), 'requests that did not answer 200').toEqual([]);
  // Every answer is one build's page, never an empty frame; both builds were asked during the loop.
  expect(new Set(answers.map((answer) => answer.release))).toEqual(new Set([RELEASE_1, RELEASE_2]));
  // Once a page came from the new build, no request made later gets the old one back.
  for (const pathname of PAGES) {
    const firstNew = Math.min(...answers.filter((a) => a.path === pathname && a.release === RELEASE_2).map((a) => a.endedAt));
    expect(
      answers.filter((a) => a.path === pathname && a.release === RELEASE_1 && a.startedAt > firstNew).length,
      `${pathname} back to the old build`,
    ).toBe(0);
  }

  const after = await Promise.all(UNTOUCHED_BUILDS.map((dist) => hashFolder(dist)));
  expect(after).toEqual(before);
});

test('a remote that cannot be reached and has no cached table answers 503 with Retry-After and the frame saying temporarily unavailable, other areas still 200', async () => {
  const nowhere = await closedOrigin();
  await expect(fetch(`${nowhere}/pages/pages.json`)).rejects.toThrow();
  const shell = await serveShell(nowhere);

  for (const pathname of PAGES) {
    const answer = await getPage(shell, pathname);
    expect(answer.status, pathname).toBe(503);
    expect(Number(answer.retryAfter), `${pathname}: Retry-After`).toBeGreaterThan(0);
    expect(answer.html, pathname).toMatch(FRAMED_SHOP_NOTICE);
  }
  // The other remotes' areas, served by `npm start`, are not affected.
  for (const pathname of ['/', '/blog-standard']) {
    const answer = await getPage(shell, pathname);
    expect(answer.status, pathname).toBe(200);
    expect(answer.html, pathname).toMatch(/<main[^>]*>[\s\S]*<h1[\s\S]*<\/main>/);
    expect(answer.html, pathname).not.toContain('temporarily unavailable');
  }
});

test("stale-if-error: once the shop's host stops, the server keeps answering its pages from the last table it gave, past the TTL", async () => {
  const shop = await serve(folder('shop-1'));
  const shell = await serveShell(shop.url);
  const first = await getPage(shell, PRODUCT);
  expect(first.status).toBe(200);
  expect(first.release).toBe(RELEASE_1);

  await shop.close();
  await expect(fetch(`${shop.url}/pages/pages.json`)).rejects.toThrow();
  const stoppedAt = Date.now();
  // Asked until a request made more than twice the TTL after the stop has answered: each such
  // request waited for a revalidation that failed.
  const answers: PageAnswer[] = [];
  await expect
    .poll(
      async () => {
        const answer = await getPage(shell, PRODUCT);
        answers.push(answer);
        return answer.startedAt - stoppedAt;
      },
      { timeout: 2 * TTL_MS + MARGIN_MS, intervals: [TTL_MS / 4] },
    )
    .toBeGreaterThan(2 * TTL_MS);
  expect(answers.map(({ status, release }) => ({ status, release }))).toEqual(answers.map(() => ({ status: 200, release: RELEASE_1 })));
  expect(answers.filter((answer) => answer.html !== first.html).length, 'answers whose HTML differs from the first').toBe(0);
});

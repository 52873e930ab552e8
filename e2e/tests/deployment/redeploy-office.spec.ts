import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildRemoteVariant, REPO_ROOT } from '../../support/deployment/shopBuilds';
import { failedSince, getPage, type PageAnswer } from '../../support/deployment/pageRequests';
import { deployTo, hashFolder, remoteConfigWith, serveFolder, type ServedSite } from '../../support/deployment/sites';
import { expect, test } from '../../support/fixtures';
import { PAGE_ARRIVAL_MS } from '../../support/pages';
import { REMOTE_GATEWAY_PREFIX, remoteServing, REMOTES, SHELL } from '../../support/topology';

/**
 * Independent deployment of the farm's office: it is built from its own sources into folders of
 * its own and served by its own host, behind the shell's server (its composed pages and its
 * gateway, with the server's own route-table cache), while the shell and the other four remotes
 * stay byte for byte what they were.
 */
test.describe.configure({ mode: 'serial' });

const OFFICE = remoteServing('/office');
const OTHER_REMOTES = REMOTES.filter((remote) => remote.name !== OFFICE.name);
const UNTOUCHED_BUILDS = [SHELL, ...OTHER_REMOTES].map(({ package: pkg }) => path.join(REPO_ROOT, pkg, 'dist'));
const SHELL_DIST = path.join(REPO_ROOT, SHELL.package, 'dist');

/** The shell's server's default: how long it uses a remote's route table before revalidating it. */
const TTL_MS = 3_000;
/** Room, beyond the TTL, for a revalidation and a composition on a busy two-core machine. */
const MARGIN_MS = 4_000;
/** A private area: every URL of a route gets its one page, the sign-in, whatever the number or filters. */
const PAGES = ['/office', '/office/orders/TV-00000123', '/office/packing?day=2025-01-01'];
const RELEASE_1 = 'Office release 1';
const RELEASE_2 = 'Office release 2';

let work: string;
const folder = (name: string) => path.join(work, name);
const sites: ServedSite[] = [];
/** The other builds' fingerprints, taken before the office was built at all. */
let untouchedBefore: Record<string, string>[];

async function serve(root: string, remoteConfig?: object, composed = false): Promise<ServedSite> {
  // Composed pages with no TTL given: the server's default, as production runs it.
  const site = await serveFolder(root, remoteConfig, composed ? {} : undefined);
  sites.push(site);
  return site;
}

/** The shell's build behind the shell's server, with the office at `officeOrigin` and the other remotes where `npm start` serves them. */
function serveShell(officeOrigin: string): Promise<ServedSite> {
  return serve(SHELL_DIST, remoteConfigWith(OFFICE, officeOrigin), true);
}

/** Points the `live` folder of the office's host at another build, atomically, like a deploy. */
const deployOffice = (build: string) => deployTo(folder('live'), folder(build));

/** What tells a build's pages apart: the manifest its pages pin (named by the manifest's hash), and its routes module. */
async function buildIdentity(build: string) {
  const table = JSON.parse(await readFile(path.join(folder(build), 'pages', 'pages.json'), 'utf8'));
  const manifest = JSON.parse(await readFile(path.join(folder(build), 'mf-manifest.json'), 'utf8'));
  return { pinnedManifest: table.build.pinnedManifest as string, routesChunk: manifest.exposes[0].assets.js.sync[0] as string };
}

const untouchedFingerprints = () => Promise.all(UNTOUCHED_BUILDS.map((dist) => hashFolder(dist)));

/** Asks for the pages, a few at a time, until `enough` says so or a bound is reached; never throws. `answers` grows as they arrive. */
function requestLoop(site: ServedSite, enough: (answers: PageAnswer[]) => boolean, { concurrency = 3, maxMs = 30_000 } = {}) {
  const answers: PageAnswer[] = [];
  const deadline = Date.now() + maxMs;
  let started = 0;
  const client = async () => {
    while (Date.now() < deadline && !enough(answers)) answers.push(await getPage(site, PAGES[started++ % PAGES.length]));
  };
  return { answers, done: Promise.all(Array.from({ length: concurrency }, client)).then(() => answers) };
}

const latestReleases = (answers: PageAnswer[]) =>
  PAGES.map((pathname) => answers.filter((answer) => answer.path === pathname).at(-1)?.release);

test.beforeAll(async () => {
  // Two production builds of the office (browser build and pages each) on a shared two-core machine.
  test.setTimeout(360_000);
  untouchedBefore = await untouchedFingerprints();
  work = await mkdtemp(path.join(os.tmpdir(), 'tv-office-deploy-'));
  const cacheDir = folder('webpack-cache');
  await buildRemoteVariant(OFFICE, { outputPath: folder('office-1'), stamp: RELEASE_1, cacheDir });
  await buildRemoteVariant(OFFICE, { outputPath: folder('office-2'), stamp: RELEASE_2, cacheDir });
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  if (work) await rm(work, { recursive: true, force: true });
});

test("redeploying the office alone changes the shell's server's HTML within its 3 s table cache, with no failed request, and leaves every other build byte-identical", async () => {
  test.setTimeout(90_000);
  const [first, second] = await Promise.all([buildIdentity('office-1'), buildIdentity('office-2')]);
  expect(second.pinnedManifest).not.toBe(first.pinnedManifest);
  expect(second.routesChunk).not.toBe(first.routesChunk);

  await deployOffice('office-1');
  const office = await serve(folder('live'));
  const shell = await serveShell(office.url);

  // Enough once each page has come from the new build a few times.
  const loop = requestLoop(shell, (answers) =>
    PAGES.every((pathname) => answers.filter((a) => a.path === pathname && a.release === RELEASE_2).length >= 10),
  );
  await expect.poll(() => latestReleases(loop.answers), { timeout: 20_000 }).toEqual(PAGES.map(() => RELEASE_1));

  await deployOffice('office-2');
  const deployedAt = Date.now();
  await expect
    .poll(() => latestReleases(loop.answers), { timeout: TTL_MS + MARGIN_MS, intervals: [50] })
    .toEqual(PAGES.map(() => RELEASE_2));

  const answers = await loop.done;
  expect(failedSince(answers, deployedAt), 'requests that did not answer 200').toEqual([]);
  // Every answer is one build's sign-in page, never an empty frame; both builds were asked during the loop.
  expect(new Set(answers.map((answer) => answer.release))).toEqual(new Set([RELEASE_1, RELEASE_2]));
  // The old build's page only while the server's table could still be the one it read before the
  // deploy (the TTL, and a second for a revalidation that was under way then).
  const lateOld = answers.filter((a) => a.release === RELEASE_1 && a.startedAt - deployedAt > TTL_MS + 1_000);
  expect(
    lateOld.map((a) => `${a.path} at ${a.startedAt - deployedAt} ms`),
    'old pages asked for after the TTL',
  ).toEqual([]);
  for (const pathname of PAGES) {
    const firstNew = Math.min(...answers.filter((a) => a.path === pathname && a.release === RELEASE_2).map((a) => a.startedAt));
    expect(
      answers.filter((a) => a.path === pathname && a.release === RELEASE_1 && a.startedAt > firstNew).length,
      `${pathname} back to the old build`,
    ).toBe(0);
  }
  // The new page takes its scripts from the new build's pinned manifest, through the gateway; nothing names the old one.
  const latest = answers.filter((a) => a.release === RELEASE_2).at(-1)!;
  expect(latest.html).toContain(`${REMOTE_GATEWAY_PREFIX}${OFFICE.name}/${second.pinnedManifest}`);
  expect(latest.html).not.toContain(first.pinnedManifest);

  expect(await untouchedFingerprints()).toEqual(untouchedBefore);
});

test("in the browser, /office is the new build from its new host through the gateway: the sign-in with its Email and Password fields, no console error but the service's 401 for nobody signed in", async ({
  page,
  problems,
}) => {
  test.setTimeout(60_000);
  const { pinnedManifest, routesChunk } = await buildIdentity('office-2');
  await deployOffice('office-2');
  const office = await serve(folder('live'));
  const shell = await serveShell(office.url);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const refused: string[] = [];
  page.on('response', (response) => response.status() >= 400 && refused.push(`${response.status()} ${response.url()}`));

  await page.goto(`${shell.url}/office`);
  await expect(page.getByTestId('remote-build-stamp')).toHaveText(RELEASE_2, { timeout: PAGE_ARRIVAL_MS });
  const signIn = page.getByRole('region', { name: 'Sign in' });
  await expect(signIn.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(signIn.getByLabel('Password')).toBeVisible();
  // The service has answered who is signed in (nobody): the page is live, its requests made.
  await expect(signIn.getByRole('status')).toHaveText('Sign in with your staff e-mail address and password.', { timeout: PAGE_ARRIVAL_MS });

  // The browser fetched the new build's manifest and routes module from the shell's origin, never the office's host.
  const gateway = `${shell.url}${REMOTE_GATEWAY_PREFIX}${OFFICE.name}/`;
  expect(requested).toContain(gateway + pinnedManifest);
  expect(requested).toContain(gateway + routesChunk);
  expect(requested.filter((url) => url.startsWith(office.url))).toEqual([]);

  // Every office page asks the service who is signed in on arrival, and "nobody" is a 200: no
  // refused request and no error in the console.
  expect(refused, 'answers of 400 and above').toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

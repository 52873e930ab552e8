/**
 * `npm run perf`: builds for production, serves the site (or uses one already running), runs
 * Lighthouse in its default mobile configuration three times on each measured route with
 * Debian's Chromium, and prints the medians. Also lists, per route, the requests made before the
 * first paint and any shared library downloaded more than once. Writes perf-results/perf.json.
 *
 *   npm run perf                  build, serve, measure five routes, one per kind of page
 *   npm run perf -- --no-build    measure the current builds
 *   npm run perf -- --all         every route of docs/product.md#routes (about 25 minutes)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ALL_ROUTES, DEFAULT_ROUTES } from './routes.mjs';
import { downloadsPerLibrary, libraryFiles } from './sharedLibraries.mjs';

const { REMOTE_GATEWAY_PREFIX, REMOTES, SHELL } = createRequire(import.meta.url)('../topology.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASE = `http://localhost:${SHELL.port}`;
const ROUTES = process.argv.includes('--all') ? ALL_ROUTES : DEFAULT_ROUTES;
const RUNS = 3;
const TARGETS = { score: 98, lcpMs: 1000, cls: 0.01, tbtMs: 50, homeJsKb: 180 };
/** Which container's server each port is, to attribute a download to the build that served it. */
const PORTS = Object.fromEntries([SHELL, ...REMOTES].map(({ port, package: pkg }) => [port, pkg]));
const PACKAGES = Object.fromEntries(REMOTES.map(({ name, package: pkg }) => [name, pkg]));
const GATEWAY_FOLDER = new RegExp(`^${REMOTE_GATEWAY_PREFIX}([^/]+)(/.*)$`);

/** The build a URL's file comes from: a remote's behind the shell's gateway, else the build of the port that served it. */
function servedBy(url) {
  const gateway = url.port === String(SHELL.port) && GATEWAY_FOLDER.exec(url.pathname);
  if (gateway) return PACKAGES[gateway[1]] ? { container: PACKAGES[gateway[1]], file: gateway[2] } : null;
  return PORTS[url.port] ? { container: PORTS[url.port], file: url.pathname } : null;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function siteIsUp() {
  try {
    return (await fetch(`${BASE}/remotes.json`)).ok;
  } catch {
    return false;
  }
}

async function startSite() {
  if (await siteIsUp()) return null;
  const site = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { stdio: 'ignore' });
  const deadline = Date.now() + 120_000;
  while (!(await siteIsUp())) {
    if (Date.now() > deadline || site.exitCode !== null) throw new Error('The site did not start.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return site;
}

/** One Lighthouse run's figures, or why Lighthouse could not measure (reported, never dropped). */
function summarise(lhr, owners) {
  if (lhr.runtimeError) return { failure: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const audits = lhr.audits;
  const requests = audits['network-requests'].details.items;
  const firstPaint = audits.metrics.details.items[0].observedFirstPaint ?? Infinity;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKb: Number((scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    beforeFirstPaint: requests.filter((r) => r.networkRequestTime < firstPaint).map((r) => r.url),
    librariesDownloaded: downloadsPerLibrary(
      requests.map((r) => r.url),
      owners,
      servedBy,
    ),
  };
}

async function measure(chrome, url, owners) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  return summarise(result.lhr, owners);
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const owners = libraryFiles(root);
const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const report = [];
try {
  for (const route of ROUTES) {
    const attempts = [];
    for (let i = 0; i < RUNS; i++) attempts.push(await measure(chrome, BASE + route, owners));
    const failures = attempts.filter((run) => run.failure).map((run) => run.failure);
    const runs = attempts.filter((run) => !run.failure);
    if (runs.length === 0) {
      report.push({ route, failures });
      continue;
    }
    const last = runs[runs.length - 1];
    report.push({
      route,
      failures,
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      jsKb: median(runs.map((r) => r.jsKb)),
      beforeFirstPaint: last.beforeFirstPaint,
      downloadedTwice: Object.entries(last.librariesDownloaded)
        .filter(([, from]) => from.length > 1)
        .map(([lib]) => lib),
    });
  }
} finally {
  await chrome.kill();
  site?.kill('SIGTERM');
}

const pass = (row) =>
  row.failures.length === 0 &&
  row.score >= TARGETS.score &&
  row.lcpMs <= TARGETS.lcpMs &&
  row.cls <= TARGETS.cls &&
  row.tbtMs <= TARGETS.tbtMs &&
  (row.route !== '/' || row.jsKb <= TARGETS.homeJsKb) &&
  row.downloadedTwice.length === 0;

console.log(
  `\nLighthouse mobile, median of ${RUNS} runs (targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, JS on / <= ${TARGETS.homeJsKb} KB)\n`,
);
console.log(
  '| route | score | LCP ms | TBT ms | CLS | JS KB (compressed) | requests before first paint | downloaded twice | meets targets |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of report) {
  if (row.score === undefined) {
    console.log(`| ${row.route} | not measured | | | | | | | no |`);
    continue;
  }
  console.log(
    `| ${row.route} | ${row.score} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} | ${row.beforeFirstPaint.length} | ${row.downloadedTwice.join(', ') || 'none'} | ${pass(row) ? 'yes' : 'no'} |`,
  );
}
mkdirSync(path.join(root, 'perf-results'), { recursive: true });
writeFileSync(
  path.join(root, 'perf-results', 'perf.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), targets: TARGETS, routes: report }, null, 2) + '\n',
);
console.log('\nWritten to perf-results/perf.json');
const failed = report.filter((row) => row.failures.length > 0);
if (failed.length) {
  console.error(`\nLighthouse failed on some runs of ${failed.length} route(s); their medians use the runs that worked:`);
  for (const row of failed) console.error(`  ${row.route}: ${row.failures.join('; ')}`);
  process.exitCode = 1;
}

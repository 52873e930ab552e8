/**
 * `npm run perf`'s Lighthouse measurement: Lighthouse in its default mobile configuration, `runs`
 * times on each route with Debian's Chromium, and the medians against the targets of issue 42
 * (docs/architecture.md#performance-checks). Also lists, per route, the requests made before the
 * first paint and any shared library downloaded more than once. Writes perf-results/perf.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { provenance } from './provenance.mjs';
import { downloadsPerLibrary, libraryFiles } from './sharedLibraries.mjs';
import { BASE, root, SHELL_PORT, siteIsUp, startSite } from './site.mjs';
import { median } from './stats.mjs';

const { REMOTE_GATEWAY_PREFIX, REMOTES, SHELL } = createRequire(import.meta.url)('../topology.cjs');
/**
 * The JavaScript a route may download, compressed KB, from scripts/perf/budget.json (`pageJsKb`):
 * `/` was held to 180 KB by issue 42, and its budget is lowered to each new measure.
 */
const { pageJsKb: PAGE_JS_KB } = JSON.parse(readFileSync(new URL('./budget.json', import.meta.url), 'utf8'));
const TARGETS = { score: 98, lcpMs: 1000, cls: 0.01, tbtMs: 50, pageJsKb: PAGE_JS_KB };
/** Which container's server each port is, to attribute a download to the build that served it. */
const PORTS = Object.fromEntries([{ ...SHELL, port: SHELL_PORT }, ...REMOTES].map(({ port, package: pkg }) => [port, pkg]));
const PACKAGES = Object.fromEntries(REMOTES.map(({ name, package: pkg }) => [name, pkg]));
const GATEWAY_FOLDER = new RegExp(`^${REMOTE_GATEWAY_PREFIX}([^/]+)(/.*)$`);

/** The build a URL's file comes from: a remote's behind the shell's gateway, else the build of the port that served it. */
function servedBy(url) {
  const gateway = url.port === String(SHELL_PORT) && GATEWAY_FOLDER.exec(url.pathname);
  if (gateway) return PACKAGES[gateway[1]] ? { container: PACKAGES[gateway[1]], file: gateway[2] } : null;
  return PORTS[url.port] ? { container: PORTS[url.port], file: url.pathname } : null;
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

/** What a route's medians miss, by name: a reader of the table sees why a row says no. */
const misses = (row) =>
  [
    row.failures.length > 0 && `${row.failures.length} run(s) failed`,
    row.score < TARGETS.score && 'score',
    row.lcpMs > TARGETS.lcpMs && 'LCP',
    row.tbtMs > TARGETS.tbtMs && 'TBT',
    row.cls > TARGETS.cls && 'CLS',
    PAGE_JS_KB[row.route] !== undefined && row.jsKb > PAGE_JS_KB[row.route] && 'JS',
    row.downloadedTwice.length > 0 && 'downloaded twice',
  ].filter(Boolean);

/** One route's medians over the runs that worked, and the failures of those that did not. */
function routeRow(route, attempts) {
  const failures = attempts.filter((run) => run.failure).map((run) => run.failure);
  const runs = attempts.filter((run) => !run.failure);
  if (runs.length === 0) return { route, failures };
  const last = runs[runs.length - 1];
  return {
    route,
    failures,
    runs: runs.length,
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsKb: median(runs.map((r) => r.jsKb)),
    beforeFirstPaint: last.beforeFirstPaint,
    downloadedTwice: Object.entries(last.librariesDownloaded)
      .filter(([, from]) => from.length > 1)
      .map(([lib]) => lib),
  };
}

function printTable(report, runs) {
  console.log(
    `\nLighthouse mobile, median of ${runs} runs (targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, ${Object.entries(
      PAGE_JS_KB,
    )
      .map(([route, kb]) => `JS on ${route} <= ${kb} KB`)
      .join(', ')})\n`,
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
      `| ${row.route} | ${row.score} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} | ${row.beforeFirstPaint.length} | ${row.downloadedTwice.join(', ') || 'none'} | ${misses(row).length === 0 ? 'yes' : `no: ${misses(row).join(', ')}`} |`,
    );
  }
}

/**
 * Measures each of `routes` `runs` times, prints the medians and writes perf-results/perf.json.
 * Resolves to false when some Lighthouse run failed (its route's medians use the runs that worked).
 */
export async function measureLighthouse({ routes, runs }) {
  const owners = libraryFiles(root);
  const site = (await siteIsUp()) ? null : await startSite();
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
    for (const route of routes) {
      const attempts = [];
      for (let i = 0; i < runs; i++) attempts.push(await measure(chrome, BASE + route, owners));
      report.push(routeRow(route, attempts));
    }
  } finally {
    await chrome.kill();
    await site?.stop();
  }

  printTable(report, runs);
  mkdirSync(path.join(root, 'perf-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'perf-results', 'perf.json'),
    JSON.stringify({ ...provenance(), runs, targets: TARGETS, routes: report }, null, 2) + '\n',
  );
  console.log('\nWritten to perf-results/perf.json');
  const failed = report.filter((row) => row.failures.length > 0);
  if (failed.length === 0) return true;
  console.error(`\nLighthouse failed on some runs of ${failed.length} route(s); their medians use the runs that worked:`);
  for (const row of failed) console.error(`  ${row.route}: ${row.failures.join('; ')}`);
  return false;
}

/**
 * `npm run perf`: builds for production, serves the site, and measures it in Debian's Chromium
 * (docs/architecture.md#performance-checks).
 *
 *   npm run perf                  build, serve, Lighthouse on five routes, one per kind of page
 *   npm run perf -- --all         every route of docs/product.md#routes (about 40 minutes)
 *   npm run perf -- --runs 3      runs per route (default 5: a route is judged on the median of 5)
 *   npm run perf -- --inp         responsiveness instead: the INP of each shopper's and office
 *                                 interaction at a 4x CPU slowdown, 10 runs each (--runs N changes
 *                                 it, --only <words> measures the interactions whose name has them)
 *   npm run perf -- --inp --dry-run   check and list the interactions, measuring nothing
 *   npm run perf -- --no-build    measure the current builds
 *
 * Lighthouse uses a site already running on the shell's port, or starts one; --inp starts its own
 * (it needs an admin token and an empty order store) and refuses to run beside another on the same
 * ports (they move as npm start's do: SHELL_PORT, CHECKOUT_SERVICE_PORT, SHOP_PORT, ...).
 * Writes perf-results/perf.json or perf-results/inp.json; exits non-zero when a run failed, and
 * with --inp when an interaction misses its target.
 */
import { spawnSync } from 'node:child_process';
import { ALL_ROUTES, DEFAULT_ROUTES } from './routes.mjs';
import { root } from './site.mjs';
import { runsOption } from './stats.mjs';

const argv = process.argv.slice(2);
const LIGHTHOUSE_RUNS = 5;
const INP_RUNS = 10;
const inp = argv.includes('--inp');
const dryRun = inp && argv.includes('--dry-run');

if (!argv.includes('--no-build') && !dryRun) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (inp) {
  const { measureInp } = await import('./inp.mjs');
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const passed = await measureInp({ runs: runsOption(argv, INP_RUNS), only, dryRun });
  if (!passed) process.exitCode = 1;
} else {
  const { measureLighthouse } = await import('./lighthouse.mjs');
  const routes = argv.includes('--all') ? ALL_ROUTES : DEFAULT_ROUTES;
  if (!(await measureLighthouse({ routes, runs: runsOption(argv, LIGHTHOUSE_RUNS) }))) process.exitCode = 1;
}

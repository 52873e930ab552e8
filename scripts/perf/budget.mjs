/**
 * The size budget check: fails when a container's initial JavaScript grows more than the
 * tolerance (a fraction, 0.1 = 10 %) over the budget recorded in scripts/perf/budget.json, so a
 * change that doubles a bundle is caught at review time. After an intended growth, record the new
 * sizes with `npm run budget -- --update`, which keeps the recorded tolerance;
 * `--update mfe-farm-office` records the named containers only (a new remote's first figure),
 * leaving the others' figures as their teams recorded them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTAINERS, initialJs } from './initialJs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const budgetFile = path.join(here, 'budget.json');
const DEFAULT_TOLERANCE = 0.1;

const recorded = JSON.parse(readFileSync(budgetFile, 'utf8'));
const tolerance = recorded.tolerance ?? DEFAULT_TOLERANCE;
const measure = (containers) => Object.fromEntries(containers.map((c) => [c, initialJs(root, c).gzipBytes]));

if (process.argv.includes('--update')) {
  const named = process.argv.slice(process.argv.indexOf('--update') + 1).filter((arg) => !arg.startsWith('-'));
  const unknown = named.filter((container) => !CONTAINERS.includes(container));
  if (unknown.length) throw new Error(`Not a container of the topology: ${unknown.join(', ')} (they are ${CONTAINERS.join(', ')})`);
  // Only the named builds need to be there.
  const updated = measure(named.length ? named : CONTAINERS);
  // Every container in the topology's order, each with the figure just measured or the one recorded.
  const gzipBytes = Object.fromEntries(CONTAINERS.map((container) => [container, updated[container] ?? recorded.gzipBytes[container]]));
  // The pages' budgets (pageJsKb, read by npm run perf's Lighthouse) are kept as recorded.
  writeFileSync(budgetFile, JSON.stringify({ ...recorded, tolerance, gzipBytes }, null, 2) + '\n');
  console.log('Budget recorded:', updated);
  process.exit(0);
}

const measured = measure(CONTAINERS);
const { gzipBytes: budget } = recorded;
let failed = 0;
console.log(`initial JavaScript (gzip)        measured     budget   limit (+${Math.round(tolerance * 100)} %)`);
for (const container of CONTAINERS) {
  if (budget[container] === undefined) {
    failed++;
    console.log(`${container.padEnd(30)} no budget recorded: run \`npm run budget -- --update ${container}\``);
    continue;
  }
  const limit = Math.round(budget[container] * (1 + tolerance));
  const over = measured[container] > limit;
  if (over) failed++;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
  console.log(`${container.padEnd(30)} ${kb(measured[container])} ${kb(budget[container])} ${kb(limit)}  ${over ? 'OVER BUDGET' : 'ok'}`);
}
if (failed) {
  console.error(
    `\n${failed} container(s) over budget. Shrink the change, or record a deliberate growth with \`npm run budget -- --update\`.`,
  );
  process.exit(1);
}
console.log(`\n${CONTAINERS.length} passed, 0 failed`);

#!/usr/bin/env node
/**
 * `npm run check:links`: every path and `#anchor` our own words cite must exist. It reads the
 * Markdown links of docs/ and the READMEs, and the paths that code comments cite
 * (docs/decisions/link-checker.md), and exits 1 listing each one that leads nowhere.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { anchorsOf } from './anchors.mjs';
import { citedInComments, markdownLinks } from './citations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a build or a run writes: cited by our words, absent from a fresh clone. */
const GENERATED =
  /(^|\/)(dist|\.data|\.cluster|node_modules|test-results|playwright-report|coverage|perf-results)(\/|$)|(^|\/)pages\/(pages|shell)\.json$|\.[0-9a-f]{8,}\.\w+$/;

const CODE = /\.(ts|tsx|js|mjs|cjs|css|sh)$/;

/** Dated records of what was true then: a path they cite may have moved since, and the record stays as written. */
const HISTORY = new Set(['docs/performance-log.md']);

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));

const anchorCache = new Map();
function hasAnchor(file, anchor) {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
  return anchorCache.get(file).has(anchor);
}

/** The workspace packages: a path every remote has (`src/routes.tsx`) is cited from any of them. */
const packages = [...new Set(tracked.filter((file) => /^[^/]+\/package\.json$/.test(file)).map((file) => file.split('/')[0]))];

/** Where a cited path may be read from: beside the citing file, its package, the repository's root, or any package. */
function candidates(from, cited) {
  const dir = path.dirname(path.join(root, from));
  const pkg = path.join(root, from.split('/')[0]);
  const inPackages = packages.flatMap((name) => [path.resolve(root, name, cited), path.resolve(root, name, 'src', cited)]);
  return [path.resolve(dir, cited), path.resolve(pkg, cited), path.resolve(root, cited), ...inPackages];
}

/** Why a citation leads nowhere, or null when it leads somewhere. */
function problemOf(from, target) {
  const [cited, anchor] = target.split('#');
  if (GENERATED.test(cited)) return null;
  const file = cited === '' ? path.join(root, from) : candidates(from, cited).find((candidate) => existsSync(candidate));
  if (!file) return `no such file: ${cited}`;
  if (anchor === undefined || anchor === '') return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return null;
  return hasAnchor(file, decodeURIComponent(anchor)) ? null : `no heading #${anchor} in ${path.relative(root, file)}`;
}

const problems = [];
let read = 0;
for (const file of tracked) {
  const isDoc = file.endsWith('.md') && (file.startsWith('docs/') || path.basename(file) === 'README.md');
  if (!isDoc && !CODE.test(file)) continue;
  if (GENERATED.test(file) || HISTORY.has(file)) continue;
  const text = readFileSync(path.join(root, file), 'utf8');
  read++;
  const citations = isDoc ? markdownLinks(text) : citedInComments(text);
  for (const { target, line } of citations) {
    const problem = problemOf(file, target);
    if (problem) problems.push(`${file}:${line}: ${target}: ${problem}`);
  }
}

if (problems.length > 0) {
  console.error(`check:links: ${problems.length} citation(s) lead nowhere:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`check:links: every cited path and anchor exists (${read} files read).`);

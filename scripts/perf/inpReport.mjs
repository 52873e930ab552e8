/**
 * The INP measurement's figures: per interaction, the median and the worst of its runs against the
 * target, and where the worst run's time went (web-vitals' attribution: input delay, processing,
 * presentation; script, style and layout, paint), so a miss points at its cause.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './site.mjs';
import { median } from './stats.mjs';

/** One interaction's row: its runs' figures and failures (reported, never dropped). */
export function summarise(name, attempts, targetMs) {
  const failures = attempts.filter((run) => run.failure).map((run) => run.failure);
  const runs = attempts.filter((run) => !run.failure);
  if (runs.length === 0) return { name, failures, meetsTarget: false };
  const worst = runs.reduce((a, b) => (b.value > a.value ? b : a));
  const worstMs = Math.round(worst.value);
  return {
    name,
    failures,
    runsMs: runs.map((run) => Math.round(run.value)),
    medianMs: Math.round(median(runs.map((run) => run.value))),
    worstMs,
    worstRun: worst,
    meetsTarget: failures.length === 0 && worstMs <= targetMs,
  };
}

const ms = (value) => (value === null || value === undefined ? '–' : Math.round(value));

export function printInpTable(rows, { runs, targetMs, slowdown }) {
  console.log(
    `\nINP with web-vitals, CPU ${slowdown}x slower, ${runs} runs per interaction, each on a fresh page (target: worst <= ${targetMs} ms)\n`,
  );
  console.log(
    '| interaction | median ms | worst ms | worst run: input delay / processing / presentation ms | script / style and layout / paint ms | meets target |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    if (row.worstMs === undefined) {
      console.log(`| ${row.name} | not measured | | | | no |`);
      continue;
    }
    const w = row.worstRun;
    console.log(
      `| ${row.name} | ${row.medianMs} | ${row.worstMs} | ${ms(w.inputDelay)} / ${ms(w.processing)} / ${ms(w.presentation)} | ${ms(w.script)} / ${ms(w.styleAndLayout)} / ${ms(w.paint)} | ${row.meetsTarget ? 'yes' : 'no'} |`,
    );
  }
  for (const row of rows.filter((r) => !r.meetsTarget)) {
    if (row.failures.length) console.error(`\n${row.name}: ${row.failures.length} run(s) failed: ${[...new Set(row.failures)].join('; ')}`);
    if (row.worstRun) {
      const { target, type, longestScript } = row.worstRun;
      const script = longestScript
        ? `; longest script ${ms(longestScript.ms)} ms in ${longestScript.subpart}: ${longestScript.invoker} ${longestScript.function || ''} ${longestScript.source || ''}`
        : '';
      console.error(`\n${row.name}: worst ${row.worstMs} ms, a ${type} interaction on ${target}${script}`);
    }
  }
}

export function writeInpResults(rows, meta) {
  mkdirSync(path.join(root, 'perf-results'), { recursive: true });
  writeFileSync(path.join(root, 'perf-results', 'inp.json'), JSON.stringify({ ...meta, interactions: rows }, null, 2) + '\n');
  console.log('\nWritten to perf-results/inp.json');
}

/** The chaos run's printout: the checks (PASS/FAIL), the faults' times, the answers' tally and the scaling table. */
import os from 'node:os';
import { percentile } from './answers.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function printReport({ options, commit, checks, faults, faultErrors, tallyLines, scaling, creations, loadMs, drain }) {
  const out = [];
  out.push(
    `chaos: ${new Date().toISOString()}, checkout-service of commit ${commit}, ${options.total} creations at ${options.concurrency} connections, ${os.availableParallelism()} cores, rate limit ${options.limit}/min`,
  );
  const origin = Math.min(...faults.map((f) => f.at ?? f.start));
  for (const fault of faults) {
    if (fault.role === 'postgres')
      out.push(
        `fault: PostgreSQL restarted at +${seconds(fault.start - origin)}: stopped in ${seconds(fault.halted - fault.start)}, accepting again after ${seconds(fault.end - fault.start)}`,
      );
    else
      out.push(
        `fault: ${fault.role} on port ${fault.port} ${fault.signal} at +${seconds(fault.at - origin)}, pid ${fault.oldPid} -> ${fault.newPid} serving after ${seconds(fault.back - fault.at)}`,
      );
  }
  for (const error of faultErrors) out.push(`fault FAILED: ${error}`);
  const ok = creations.filter((r) => r.status === 200);
  out.push(
    `load: ${creations.length} creations in ${seconds(loadMs)} (${(creations.length / (loadMs / 1000)).toFixed(0)}/s under faults), ` +
      `p50 ${percentile(
        ok.map((r) => r.ms),
        50,
      ).toFixed(0)} ms, p99 ${percentile(
        ok.map((r) => r.ms),
        99,
      ).toFixed(0)} ms of the 200s`,
  );
  out.push(`answers: ${tallyLines.join(', ')}`);
  out.push(
    drain.drained
      ? `outbox drained ${seconds(drain.ms)} after the load`
      : `outbox NOT drained after ${seconds(drain.ms)}: ${drain.pending.length} messages pending`,
  );
  out.push('scaling (uncounted produce, 50 connections, load generator on the same machine):');
  for (const phase of scaling)
    out.push(
      `  ${phase.label.padEnd(26)} ${phase.perSecond.toFixed(0).padStart(5)} sessions/s  p50 ${phase.p50.toFixed(0).padStart(4)} ms  p99 ${phase.p99.toFixed(0).padStart(4)} ms  (${phase.ok}/${phase.requests} 200); cores used: ${phase.cores}; PostgreSQL sessions waiting on: ${phase.waits}`,
    );
  for (const check of checks) out.push(`${check.ok ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}`);
  console.log(out.join('\n'));
}

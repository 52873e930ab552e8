/**
 * Watching the cluster's processes from outside, for its smoke test and the chaos run: a poll with
 * a deadline (never a fixed sleep), and whether a pid still runs.
 */
import { readFileSync } from 'node:fs';

/** Resolves with what `probe()` returns once it is truthy; rejects naming `what` after `timeoutMs`. */
export async function eventually(what, probe, timeoutMs, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A pid that no longer runs (or is only a zombie waiting for a parent that reaps none). */
export function gone(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].startsWith('Z');
  } catch {
    return true;
  }
}

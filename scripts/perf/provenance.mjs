/** What a measured figure is dated with (issue 42, "Figures anyone can trust"): when, at which commit, on how many cores. */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function provenance() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' });
  return {
    measuredAt: new Date().toISOString(),
    commit: head.status === 0 ? head.stdout.trim() : 'unknown',
    // Figures from a tree with changes not yet committed belong to no commit: said so.
    uncommittedChanges: dirty.status === 0 && dirty.stdout.trim() !== '',
    cores: os.availableParallelism(),
  };
}

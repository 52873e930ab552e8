/**
 * `.cluster/state.json`: what `npm run cluster` is running (its URL, the database, each process
 * with its role, pid and port), for people and scripts (the cluster's test kills a replica from
 * it). Written whole and renamed into place, so a reader never sees half a file. CLUSTER_STATE
 * moves it (a test keeps its own in a temporary folder).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const statePath = (env = process.env) => path.resolve(env.CLUSTER_STATE?.trim() || path.join(root, '.cluster', 'state.json'));

export function writeState(file, state) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(partial, file);
}

export const removeState = (file) => rmSync(file, { force: true });

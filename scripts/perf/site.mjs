/**
 * The site `npm run perf` measures: the built site served by scripts/start.mjs on the topology's
 * ports, as `npm start` serves it, or one already answering there. Its ports move as `npm start`'s
 * do (SHELL_PORT, CHECKOUT_SERVICE_PORT, SHOP_PORT, ...: scripts/start.mjs), so a measurement
 * can run beside a site already on the usual ones.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { SHELL } = createRequire(import.meta.url)('../topology.cjs');
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHELL_PORT = Number(process.env.SHELL_PORT ?? SHELL.port);
export const BASE = `http://localhost:${SHELL_PORT}`;
const START_TIMEOUT_MS = 120_000;

export async function siteIsUp() {
  try {
    return (await fetch(`${BASE}/remotes.json`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts scripts/start.mjs with `env` added to this process's environment and resolves once the
 * shell answers; `stop()` ends it with SIGTERM (so the service releases its data directory,
 * docs/decisions/data-dir-lock.md) and resolves once it has exited.
 */
export async function startSite(env = {}) {
  const site = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => site.once('exit', resolve));
  const stop = async () => {
    if (site.exitCode === null && site.signalCode === null) site.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await siteIsUp())) {
    if (Date.now() > deadline || site.exitCode !== null) {
      await stop();
      throw new Error(`The site did not start within ${START_TIMEOUT_MS / 1000} s (scripts/start.mjs).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { stop };
}

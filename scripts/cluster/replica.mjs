/**
 * One process of the cluster, kept running: started on its fixed port and waited for, started
 * again on the same port when it dies or is killed (so nginx's upstream list never changes), and
 * stopped with SIGTERM (SIGKILL if it has not exited 10 s later). `onChange` is told whenever a
 * new process is serving, so the state file always names the live pids.
 */
import { spawn } from 'node:child_process';
import { waitUntil } from './ready.mjs';

const RESTART_DELAY_MS = 500;
const STOP_GRACE_MS = 10_000;

/**
 * @param spec.role  what it is (`checkout-service`, `shell-server`, `remote-host`, `nginx`)
 * @param spec.port  the port it listens on, the same after every restart
 * @param spec.metricsPort  where it serves its Prometheus metrics on loopback (METRICS_PORT), if it does
 * @param spec.command  the program; spec.args and spec.env its arguments and whole environment
 * @param spec.ready  `() => Promise<boolean>`: whether it answers yet
 * @param spec.onChange  called after a restarted process answers
 */
export function replica({ role, name, port, metricsPort, command, args, env, ready, onChange = () => {} }) {
  const label = `${role}${name ? ` ${name}` : ''} on port ${port}`;
  let child = null;
  let stopping = false;
  /** Once it has answered: a process that never did is the caller's to report, not to start again. */
  let served = false;
  let restartTimer = null;

  async function launch() {
    const current = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child = current;
    // A program that cannot be started: its exit (code -2 and the like) follows and is reported.
    current.once('error', (error) => console.error(`cluster: ${label}: ${error.message}`));
    current.once('exit', (code, signal) => {
      if (stopping || !served || child !== current) return;
      console.error(`cluster: ${label} exited (${signal ?? `code ${code}`}); starting it again`);
      restartTimer = setTimeout(restart, RESTART_DELAY_MS);
    });
    await waitUntil(ready, current, label);
    served = true;
  }

  async function restart() {
    restartTimer = null;
    if (stopping) return;
    try {
      await launch();
      if (!stopping) onChange();
    } catch (error) {
      // launch() is watching the process: its exit schedules the next attempt. A process that
      // runs but never answers is killed, and that exit schedules it.
      console.error(`cluster: ${label}: ${error.message}`);
      if (!stopping && child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }

  function stop() {
    stopping = true;
    clearTimeout(restartTimer);
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => current.kill('SIGKILL'), STOP_GRACE_MS);
      current.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      current.kill('SIGTERM');
    });
  }

  return {
    role,
    name,
    port,
    metricsPort,
    /** The first start: rejects if it does not answer (the caller stops the cluster). */
    start: launch,
    stop,
    get pid() {
      return child?.pid;
    },
  };
}

/** Starting and stopping the bench's servers, each in a process of its own on a free loopback port. */
import { fork } from 'node:child_process';
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Resolves once `url` answers, or rejects with the reason the process gave up. */
async function answering(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet: poll again below
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Forks `file` with `env` (and `args`, where `{port}` stands for the port) on a free port and waits until `readyPath` answers. */
export async function startServer(file, env, readyPath = '/', args = []) {
  const port = await freePort();
  const child = fork(
    file,
    args.map((arg) => arg.replace('{port}', String(port))),
    { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    await answering(`${origin}${readyPath}`, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

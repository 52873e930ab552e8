import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../../../checkout-service/dist/server.js');

/** A port nothing listens on, from the operating system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

interface RunningService {
  url: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then resolves with the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

/** Resolves with the exit code of a process that ends by itself, with its output. */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

/**
 * The built checkout-service on a free port with its own DATA_DIR and the local test-payment
 * provider (the service refuses to guess one); resolves once /healthz answers, or rejects when it exits first.
 */
export async function startCheckoutService(dataDir: string, env: Record<string, string> = {}): Promise<RunningService> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PAYMENT_PROVIDER: 'local', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited(child);
  };
  // The service says when it listens; that line, not a delay, is what the health check waits for.
  await new Promise<void>((resolve, reject) => {
    const onData = () => output.includes('listening on ') && resolve();
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`checkout-service exited (${code}) before listening:\n${output}`)));
  });
  const health = await fetch(`${url}/healthz`);
  if (!health.ok) throw new Error(`checkout-service on ${url} is not healthy: ${health.status}`);
  return { url, process: child, output: () => output, stop };
}

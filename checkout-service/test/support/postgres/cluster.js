/**
 * A throwaway PostgreSQL cluster for the store's tests, from Debian's `postgresql` package
 * (scripts/ensure-postgresql.sh installs it): a new data directory in a temporary folder, a free
 * loopback port, no durability (nothing here must survive), stopped and deleted afterwards.
 * PostgreSQL refuses to run as root, so as root its programs run as the `postgres` user.
 */
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const asRoot = process.getuid?.() === 0;

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  if (versions.length === 0)
    throw new Error(
      "PostgreSQL is needed for the order store tests: run `bash scripts/ensure-postgresql.sh` (installs Debian's postgresql).",
    );
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** The command line that runs one of PostgreSQL's programs, as the `postgres` user when this is root. */
const commandOf = (bin, program, args) =>
  asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, program), ...args] : [path.join(bin, program), ...args];

/** pg_ctl's arguments that end the server at once: nothing here must survive. */
const immediateStop = (data) => ['-D', data, '-m', 'immediate', '-w', 'stop'];

function run(bin, program, args) {
  const [command, ...rest] = commandOf(bin, program, args);
  const result = spawnSync(command, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startCluster() {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terra-verde-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const cluster = { bin, dir, data, settings, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
  // Not enumerable: jest's global set-up keeps the cluster, and the scripts print or save it.
  Object.defineProperty(cluster, 'watchdog', { value: startWatchdog(cluster) });
  resumeCluster(cluster);
  return cluster;
}

/**
 * A process of its own (watchdog.js) that stops the cluster if this one dies first: a killed test
 * run or script would otherwise leave PostgreSQL running. Detached, so Ctrl-C reaches only this
 * process group; nothing of it keeps this process alive.
 */
function startWatchdog({ bin, dir, data }) {
  const stop = JSON.stringify(commandOf(bin, 'pg_ctl', immediateStop(data)));
  const watchdog = spawn(process.execPath, [path.join(__dirname, 'watchdog.js'), dir, stop], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  watchdog.stdin.unref();
  return watchdog;
}

/** Stops the cluster's server as an operator's restart does (fast shutdown: open sessions are ended), keeping its data. */
function haltCluster({ bin, data }) {
  run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
}

/** Starts the cluster's server (again) on its port, and waits until it accepts connections. */
function resumeCluster({ bin, dir, data, settings }) {
  run(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
}

function stopCluster({ bin, dir, data, watchdog }) {
  try {
    run(bin, 'pg_ctl', immediateStop(data));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    watchdog?.stdin.end('stopped');
  }
}

module.exports = { startCluster, stopCluster, haltCluster, resumeCluster };

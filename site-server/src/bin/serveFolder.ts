/**
 * Serves one built folder the way production should, e.g. one team's remote on its own:
 *   node site-server/dist/serveFolder.js mfe-shop/dist 3101
 * Options: --api <url> proxies /api/* (for a shell build), --remotes <file> answers
 * /remotes.json from that file instead of the one in the folder. HOST: the address to listen on
 * (default 127.0.0.1, this machine only).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticHost } from '../apps/staticHost';
import { closeOnSignals, listen, listenHost } from '../listen';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { api: { type: 'string' }, remotes: { type: 'string' } },
});
const [folder, port] = positionals;
if (!folder || !port || !Number.isInteger(Number(port))) {
  console.error('usage: node site-server/dist/serveFolder.js <built folder> <port> [--api <url>] [--remotes <remotes.json>]');
  process.exit(2);
}

const root = path.resolve(folder);
const remoteConfig = values.remotes ? JSON.parse(readFileSync(values.remotes, 'utf8')) : undefined;
listen(createStaticHost({ root, apiTarget: values.api, remoteConfig }), Number(port), { host: listenHost(process.env) }).then((server) => {
  console.log(`Serving ${root} at http://localhost:${port} (Ctrl-C stops)`);
  closeOnSignals(server);
});

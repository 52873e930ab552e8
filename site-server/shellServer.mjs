/**
 * The shell's production server, as a host deploys it (`npm start` runs the same app in-process):
 * serves the shell's build, answers each page URL with its own HTML composed from the remotes of
 * the build's remotes.json (re-read when the file changes: moving a remote needs no restart), and
 * sends /api/* to the checkout-service (docs/architecture.md#the-shells-server-composes-each-page).
 *
 *   PORT=<port, default the topology's> CHECKOUT_SERVICE_URL=http://127.0.0.1:4000 node site-server/shellServer.mjs [folder]
 *
 * folder: the shell's build (default shell/dist). HOST: the address to listen on (default
 * 127.0.0.1, for a proxy on the same machine; 0.0.0.0 for one elsewhere). FORM_ACTION_ORIGINS: where the shell's forms may
 * also lead, comma-separated (https://checkout.stripe.com with Stripe). REMOTES_JSON: a
 * remotes.json as text, instead of the folder's file (the bench's own remotes).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticApp, listen, listenHost } from './staticSite.mjs';

const { SHELL } = createRequire(import.meta.url)('../scripts/topology.cjs');

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'dist'));
const list = (value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

const app = createStaticApp({
  root,
  apiTarget: process.env.CHECKOUT_SERVICE_URL,
  remoteConfig: process.env.REMOTES_JSON ? JSON.parse(process.env.REMOTES_JSON) : undefined,
  formActionOrigins: list(process.env.FORM_ACTION_ORIGINS),
  composePages: true,
});
const server = await listen(app, Number(process.env.PORT ?? SHELL.port), { host: listenHost(process.env) });
console.log(`The shell's server: ${root} at http://localhost:${server.address().port}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

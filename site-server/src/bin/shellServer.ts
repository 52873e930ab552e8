/**
 * The shell's production server, as a host deploys it (`npm start` runs the same app in-process):
 * serves the shell's build, answers each page URL with its own HTML composed from the remotes of
 * the build's remotes.json (re-read when the file changes: moving a remote needs no restart), and
 * sends /api/* to the checkout-service (docs/architecture.md#the-shells-server-composes-each-page).
 *
 *   PORT=<port, default the topology's> CHECKOUT_SERVICE_URL=http://127.0.0.1:4000 node site-server/dist/shellServer.js [folder]
 *
 * folder: the shell's build (default shell/dist). HOST: the address to listen on (default
 * 127.0.0.1, for a proxy on the same machine; 0.0.0.0 for one elsewhere). FORM_ACTION_ORIGINS: where the shell's forms may
 * also lead, comma-separated (https://checkout.stripe.com with Stripe). REMOTES_JSON: a
 * remotes.json as text, instead of the folder's file (the bench's own remotes).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SHELL } from 'contract';
import { createShellServer } from '../apps/shellServer';
import { closeOnSignals, listen, listenHost } from '../listen';
import { serveMetrics, shellMetrics } from '../metrics';

// This file runs as site-server/dist/shellServer.js: the repository's root is two folders up.
const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', 'shell', 'dist'));
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// METRICS_PORT: Prometheus metrics at http://127.0.0.1:<port>/metrics (docs/operations.md#metrics).
const metricsPort = process.env.METRICS_PORT?.trim() ? Number(process.env.METRICS_PORT) : null;
if (metricsPort !== null && !(Number.isInteger(metricsPort) && metricsPort >= 1 && metricsPort <= 65535)) {
  console.error(`METRICS_PORT must be a whole number from 1 to 65535 (got "${process.env.METRICS_PORT}").`);
  process.exit(1);
}
const metrics = metricsPort === null ? null : shellMetrics();
const app = createShellServer({
  root,
  apiTarget: process.env.CHECKOUT_SERVICE_URL,
  remoteConfig: process.env.REMOTES_JSON ? JSON.parse(process.env.REMOTES_JSON) : undefined,
  formActionOrigins: list(process.env.FORM_ACTION_ORIGINS),
  logForwarded: true,
  measure: metrics?.measure,
});
if (metrics && metricsPort !== null)
  serveMetrics(metrics.registry, metricsPort).then(
    ({ address }) => console.log(`The shell's metrics: http://${address}/metrics`),
    (error: Error) => {
      console.error(`The shell's metrics could not listen on port ${metricsPort}: ${error.message}`);
      process.exit(1);
    },
  );
listen(app, Number(process.env.PORT ?? SHELL.port), { host: listenHost(process.env) }).then((server) => {
  console.log(`The shell's server: ${root} at http://localhost:${(server.address() as AddressInfo).port}`);
  closeOnSignals(server);
});

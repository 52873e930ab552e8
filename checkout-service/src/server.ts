import type { Server } from 'node:http';
import { createApp, createHoldsSweeper, createSweeper } from './app';
import { consoleLogger, processLog } from './logger';
import { ConfigError, loadConfig, type ServiceConfig } from './config/config';
import { DataDirInUseError } from './store/dataDirLock';
import { openStore, type Store, type StoreLocation } from './store/openStore';
import { createHttpServer } from './http/httpServer';
import { listen } from './http/listen';
import { createMailSender, type MailSender } from './mail/sender';
import { mailTransport } from './mail/transport';
import { createUnconfirmedSweeper } from './visitors/newsletter/unconfirmedSweeper';
import { stopGracefully, type Loop } from './http/gracefulStop';
import type { Registry } from 'prom-client';
import type { AccessEntry } from './logging/accessLog';
import { serviceMetrics } from './metrics/serviceMetrics';
import { startMetricsServer } from './metrics/metricsServer';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): ServiceConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // Before the service exists, for the person starting it: its sentences as they are written.
      console.error(`[checkout-service] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Where the orders are, for the start-up line; a database URL is shown without its password. */
function describeStore(location: StoreLocation): string {
  if (location.kind === 'pglite') return `embedded PGlite in ${location.dataDir}`;
  const url = new URL(location.url);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

async function openStoreOrExit(config: ServiceConfig): Promise<Store> {
  try {
    return await openStore(config.store, {
      log: consoleLogger,
      onLockLost: (error) => {
        // Another process may be writing the directory now: stop before anything is corrupted.
        consoleLogger('Lost the lock on the data directory; stopping', error);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) processLog.problem(error.message);
    else consoleLogger(`Cannot open the order store (${describeStore(config.store)})`, error);
    process.exit(1);
  }
}

/** Where the e-mails go, for the start-up line; the SMTP server is shown without its password. */
function describeMail(config: ServiceConfig): string {
  if (!config.mail.smtpUrl) return `.eml files in ${config.mail.fileDir} (no SMTP_URL)`;
  const url = new URL(config.mail.smtpUrl);
  return `SMTP at ${url.host}`;
}

/** The outbox's sender: started with the service, stopped before the store closes. */
function startMailSender(config: ServiceConfig, store: Store): MailSender {
  const sender = createMailSender({
    outbox: store.outbox,
    transport: mailTransport(config.mail, processLog.info),
    from: config.mail.from,
    log: consoleLogger,
  });
  sender.start();
  return sender;
}

function shutDownOnSignals(server: Server, store: Store, loops: readonly Loop[], lifecycle: { stopping: boolean }) {
  const stop = (signal: string) => {
    processLog.info(`${signal} received; finishing open requests.`);
    stopGracefully({ server, store, loops, lifecycle, graceMs: SHUTDOWN_GRACE_MS, log: consoleLogger }).then((code) => process.exit(code));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** The metrics' server, on loopback (docs/operations.md#metrics); a port already taken stops the start, as the shop's port does. */
async function startMetricsOrExit(registry: Registry, port: number) {
  try {
    const metricsServer = await startMetricsServer(registry, port);
    processLog.info(`metrics at http://${metricsServer.address}/metrics`);
    return metricsServer;
  } catch (error) {
    processLog.problem((error as Error).message);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  if (config.payments.provider === 'stripe' && !config.payments.stripe.webhookSecret) {
    processLog.info(
      'STRIPE_WEBHOOK_SECRET is not set: payments are confirmed only when shoppers return to the success page. Register the webhook and set the secret (see the README).',
    );
  }
  const store = await openStoreOrExit(config);
  const lifecycle = { stopping: false };
  const metrics = serviceMetrics(store.readings);
  const onAnswered = (entry: AccessEntry) => {
    processLog.access(entry);
    metrics.observe(entry);
  };
  const app = createApp(config, store, consoleLogger, { stopping: () => lifecycle.stopping, onAnswered });
  const server = createHttpServer(app);
  const sender = startMailSender(config, store);
  const sweeper = createSweeper(config, store, consoleLogger);
  sweeper.start();
  // Unconfirmed newsletter sign-ups are deleted after 7 days (docs/operations.md#personal-data).
  const newsletterSweeper = createUnconfirmedSweeper({ newsletter: store.visitors.newsletter, log: consoleLogger });
  newsletterSweeper.start();
  // Card holds that end before their order is weighed are marked lapsed (docs/decisions/weighed-produce.md).
  const holdSweeper = createHoldsSweeper(config, store, consoleLogger);
  holdSweeper.start();
  const metricsServer = config.metricsPort === null ? null : await startMetricsOrExit(metrics.registry, config.metricsPort);
  const loops: Loop[] = [sender, sweeper, newsletterSweeper, holdSweeper, ...(metricsServer ? [metricsServer] : [])];
  shutDownOnSignals(server, store, loops, lifecycle);
  const address = await listen(server, config).catch((error: Error) => {
    processLog.problem(error.message);
    process.exit(1);
  });
  const provider = config.payments.provider === 'stripe' ? 'Stripe' : 'local test payments (PAYMENT_PROVIDER=local)';
  processLog.info(
    `listening on ${address}; payments: ${provider}; orders: ${describeStore(config.store)}; site origins: ${config.siteOrigins.join(', ')}; mail: ${describeMail(config)}`,
  );
}

void main();

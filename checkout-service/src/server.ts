import type { Server } from 'node:http';
import { consoleLogger, createApp } from './app';
import { ConfigError, loadConfig, type ServiceConfig } from './config';
import { createHttpServer } from './httpServer';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): ServiceConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[checkout-service] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function shutDownOnSignals(server: Server) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[checkout-service] ${signal} received; finishing open requests.`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      console.error('[checkout-service] open requests did not finish in time; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

const config = readConfig();
const app = createApp(config, consoleLogger);
const server = createHttpServer(app).listen(config.port, () => {
  const provider = app.provider.name === 'stripe' ? 'Stripe' : 'local test payments (no STRIPE_SECRET_KEY)';
  console.log(`[checkout-service] listening on port ${config.port}; payments: ${provider}; site origins: ${config.siteOrigins.join(', ')}`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`[checkout-service] cannot listen on port ${config.port}: ${error.code === 'EADDRINUSE' ? 'the port is already in use' : error.message}`);
  process.exit(1);
});
shutDownOnSignals(server);

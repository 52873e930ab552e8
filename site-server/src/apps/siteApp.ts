import Koa from 'koa';
import { siteLog } from '../log';

/** How a client hangs up or stalls: its own business, never a line in the log. */
const CLIENT_FAULTS = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_HTTP_REQUEST_TIMEOUT']);

/** Koa reports a client that leaves mid-request as an error, with its stack; only our own faults are logged. */
function logServerError(error: Error & { expose?: boolean; code?: string }): void {
  if (error.expose || CLIENT_FAULTS.has(error.code ?? '') || String(error.code).startsWith('HPE_')) return;
  siteLog.error({ err: error.stack ?? String(error) }, 'the server failed a request');
}

/** A Koa app for one of the site's servers: its log has the server's own faults only. */
export function siteApp(): Koa {
  const app = new Koa();
  app.on('error', logServerError);
  return app;
}

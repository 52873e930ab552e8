import pino from 'pino';

/**
 * The site's servers' log: JSON lines through pino, as the checkout-service's
 * (docs/operations.md#logs), on standard output.
 */
export const siteLog = pino({
  base: { service: 'shell-server' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** One proxied API request, answered: the hop between nginx (or the browser) and the service. */
export interface ForwardedEntry {
  requestId: string;
  method: string;
  status: number;
  ms: number;
}

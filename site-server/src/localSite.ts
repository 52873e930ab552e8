/**
 * What `npm start` (scripts/start.mjs) makes of its environment, ports aside: the address its
 * servers listen on and reach one another at, the remotes.json its shell serves, and the
 * checkout-service's settings. Everything stays on this machine unless HOST says otherwise.
 */
import net from 'node:net';
import { listenHost, LOOPBACK_HOST } from './listen';
import type { RemoteConfig } from './remoteConfig';

/** Candidate builds served on this machine, which `REMOTE_OVERRIDES=on` lets QA try. */
const LOCAL_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** How a server listening on `host` is reached from this machine, as a URL's host. */
export function reachableHost(host: string): string {
  // Listening on every address includes the loopback one.
  if (host === '0.0.0.0' || host === '::') return LOOPBACK_HOST;
  return net.isIPv6(host) ? `[${host}]` : host;
}

/**
 * QA overrides are off unless asked for: with them, any page of the site may be pointed at a
 * script from any port of this machine, and the policy allows those (docs/decisions/qa-override-allow-list.md).
 */
function overrideOrigins(env: NodeJS.ProcessEnv): string[] {
  const setting = env.REMOTE_OVERRIDES?.trim() || 'off';
  if (setting === 'on') return LOCAL_OVERRIDE_ORIGINS;
  if (setting === 'off') return [];
  throw new Error(`REMOTE_OVERRIDES must be on or off (got "${setting}").`);
}

/**
 * The share of page views that send a field report (VITALS_SAMPLE, 0 to 1): every one by default,
 * so a local visit is seen in the office (docs/decisions/field-vitals.md).
 */
function vitalsSample(env: NodeJS.ProcessEnv): number {
  const setting = env.VITALS_SAMPLE?.trim() || '1';
  const share = Number(setting);
  if (!Number.isFinite(share) || share < 0 || share > 1) throw new Error(`VITALS_SAMPLE must be a number from 0 to 1 (got "${setting}").`);
  return share;
}

/** remotes.json as npm start writes it: every remote with its entry. */
interface LocalRemoteConfig extends RemoteConfig {
  remotes: Record<string, { entry: string }>;
  overrideOrigins: string[];
  vitalsSample: number;
}

/**
 * The remotes.json the shell is served with: each remote where npm start serves it (the build's
 * file is production's), overrides only with REMOTE_OVERRIDES=on, and the field reports' sample.
 */
export function localRemoteConfig(env: NodeJS.ProcessEnv, remotes: ReadonlyArray<{ remote: string; port: number }>): LocalRemoteConfig {
  const host = reachableHost(listenHost(env));
  return {
    remotes: Object.fromEntries(remotes.map(({ remote, port }) => [remote, { entry: `http://${host}:${port}/mf-manifest.json` }])),
    overrideOrigins: overrideOrigins(env),
    vitalsSample: vitalsSample(env),
  };
}

/**
 * The checkout-service's environment: the caller's, on npm start's port, with the local
 * test-payment provider unless the caller chose one or set a Stripe key (the service never picks
 * one by itself). It listens on loopback whatever HOST says: its one client is the shell's server
 * on this machine, and the local provider refuses any other address.
 */
export function checkoutServiceEnv(env: NodeJS.ProcessEnv, { port, shellPort }: { port: number; shellPort: number }): NodeJS.ProcessEnv {
  const chosen = Boolean(env.PAYMENT_PROVIDER?.trim() || env.STRIPE_SECRET_KEY?.trim());
  return {
    ...env,
    ...(chosen ? {} : { PAYMENT_PROVIDER: 'local' }),
    HOST: LOOPBACK_HOST,
    PORT: String(port),
    SITE_ORIGINS: env.SITE_ORIGINS ?? `http://localhost:${shellPort},http://127.0.0.1:${shellPort}`,
  };
}

import { isLoopbackHost, isLoopbackHttpOrigin } from './loopbackOrigin';
import { readInteger, type Env } from './env';

/**
 * Who takes the payments (docs/architecture.md#payment-providers), read from PAYMENT_PROVIDER and
 * the Stripe settings, every mistake a sentence in `problems`.
 */

export interface StripeSettings {
  secretKey: string;
  /** Overrides of Stripe's API address: tests and benchmarks point the SDK at a local stand-in. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** How long one call to Stripe may take before the shopper is told to retry. */
  timeoutMs: number;
  /** Retries of failed calls; safe because every create carries an idempotency key. */
  maxNetworkRetries: number;
  /** `whsec_...`: verifies Stripe's webhooks. Absent: payments are confirmed by the success page alone. */
  webhookSecret: string | null;
}

/**
 * Who takes the payments, always said outright: the local provider's Pay button marks orders
 * paid without taking money, so a forgotten key must stop the service, not turn it into a free shop.
 */
export type PaymentSettings = { provider: 'local' } | { provider: 'stripe'; stripe: StripeSettings };

/** Stripe answers a session create in well under a second; 10 s covers a slow day without stranding the shopper. */
export const DEFAULT_STRIPE_TIMEOUT_MS = 10_000;
/** One retry rides out a dropped connection; more would keep the shopper waiting too long. */
export const DEFAULT_STRIPE_RETRIES = 1;
/** Settings that mean something only to Stripe, set while Stripe is not used: a mistake worth a sentence. */
function refuseStripeOnlySettings(env: Env, problems: string[]) {
  const overrides = ['STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL'].filter((name) => env[name]?.trim());
  if (env.STRIPE_WEBHOOK_SECRET?.trim())
    problems.push('STRIPE_WEBHOOK_SECRET only applies with STRIPE_SECRET_KEY; set the key or remove it.');
  if (overrides.length)
    problems.push(
      `${overrides.join(', ')} ${overrides.length === 1 ? 'only applies' : 'only apply'} with STRIPE_SECRET_KEY; set the key or remove ${overrides.length === 1 ? 'it' : 'them'}.`,
    );
}

function readStripe(env: Env, secretKey: string, problems: string[]): StripeSettings {
  // The key itself is never echoed: it is a secret.
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_..., sk_live_..., rk_...).');
  }
  const host = env.STRIPE_API_HOST?.trim() || undefined;
  if (host && !/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:]+\]$/.test(host))
    problems.push(`STRIPE_API_HOST must be a host name or address without scheme or port (got "${host}").`);
  const protocol = env.STRIPE_API_PROTOCOL?.trim() || undefined;
  if (protocol && protocol !== 'http' && protocol !== 'https')
    problems.push(`STRIPE_API_PROTOCOL must be http or https (got "${protocol}").`);
  const port = env.STRIPE_API_PORT?.trim() ? readInteger(env, 'STRIPE_API_PORT', 443, 1, 65535, problems) : undefined;
  return {
    secretKey,
    host,
    port,
    protocol: protocol as StripeSettings['protocol'],
    timeoutMs: readInteger(env, 'STRIPE_TIMEOUT_MS', DEFAULT_STRIPE_TIMEOUT_MS, 100, 120_000, problems),
    maxNetworkRetries: readInteger(env, 'STRIPE_MAX_RETRIES', DEFAULT_STRIPE_RETRIES, 0, 5, problems),
    webhookSecret: readWebhookSecret(env, problems),
  };
}

function readWebhookSecret(env: Env, problems: string[]): string | null {
  const secret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secret) return null;
  if (!/^whsec_[A-Za-z0-9+/=]+$/.test(secret))
    problems.push('STRIPE_WEBHOOK_SECRET must be the signing secret of a Stripe webhook endpoint (whsec_...).');
  return secret;
}

/** The local provider, for a shop on this machine over http only (see isLoopbackHttpOrigin). */
function readLocalPayments(env: Env, host: string, siteOrigins: readonly string[], problems: string[]): PaymentSettings {
  if (env.STRIPE_SECRET_KEY?.trim()) {
    problems.push(
      'PAYMENT_PROVIDER=local and STRIPE_SECRET_KEY are both set; remove the key for offline test payments, or set PAYMENT_PROVIDER=stripe.',
    );
    return { provider: 'local' };
  }
  refuseStripeOnlySettings(env, problems);
  const exposed = siteOrigins.find((origin) => !isLoopbackHttpOrigin(origin));
  if (exposed) {
    problems.push(
      `PAYMENT_PROVIDER=local marks orders paid without taking money, so it runs only for a shop on this machine over http (localhost, 127.0.0.0/8 or [::1]); SITE_ORIGINS has ${exposed}.`,
    );
  }
  // Listening beyond loopback would let another machine post Pay with any Origin it likes.
  if (!isLoopbackHost(host)) {
    problems.push(
      `PAYMENT_PROVIDER=local marks orders paid without taking money, so the service listens only on this machine with it (HOST localhost, 127.0.0.0/8 or ::1); HOST is ${host}.`,
    );
  }
  return { provider: 'local' };
}

/** PAYMENT_PROVIDER, or Stripe when only its key is set; with neither, nothing is guessed. */
export function readPayments(env: Env, host: string, siteOrigins: readonly string[], problems: string[]): PaymentSettings {
  const chosen = env.PAYMENT_PROVIDER?.trim();
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (chosen === 'local') return readLocalPayments(env, host, siteOrigins, problems);
  if (secretKey && (chosen === 'stripe' || !chosen)) return { provider: 'stripe', stripe: readStripe(env, secretKey, problems) };
  if (chosen === 'stripe') problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (sk_test_..., sk_live_... or rk_...).');
  else if (chosen) problems.push(`PAYMENT_PROVIDER must be stripe or local (got "${chosen}").`);
  else
    problems.push(
      'No payment provider is chosen: set PAYMENT_PROVIDER=local for offline development with the test-payment page, or STRIPE_SECRET_KEY for real payments.',
    );
  if (!secretKey) refuseStripeOnlySettings(env, problems);
  // A placeholder only: the problem just listed makes loadConfig throw, so no service runs with it.
  return { provider: 'local' };
}

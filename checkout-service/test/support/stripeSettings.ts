import type { ServiceConfig } from '../../src/config/config';
import type { StripeSettings } from '../../src/config/paymentConfig';
import { testConfig } from './fixtures';
import type { StripeStandIn } from './stripeStandIn.js';

/** The key the tests hand the SDK; the stand-in takes any, and tests check it is sent as sent. */
export const STAND_IN_SECRET = 'sk_test_standin123';

/** Points the Stripe SDK at a local stand-in: plain HTTP, no retries and a short timeout, so a failure shows at once. */
export function standInSettings(standIn: Pick<StripeStandIn, 'host' | 'port'>, changes: Partial<StripeSettings> = {}): StripeSettings {
  return {
    secretKey: STAND_IN_SECRET,
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
    timeoutMs: 2000,
    maxNetworkRetries: 0,
    webhookSecret: null,
    ...changes,
  };
}

/** A test service config that takes payments through Stripe, at the stand-in. */
export function stripeTestConfig(standIn: Pick<StripeStandIn, 'host' | 'port'>, changes: Partial<StripeSettings> = {}): ServiceConfig {
  return testConfig({ payments: { provider: 'stripe', stripe: standInSettings(standIn, changes) } });
}

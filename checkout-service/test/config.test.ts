import path from 'node:path';
import { ConfigError, DEFAULT_SITE_ORIGINS, DEFAULT_STRIPE_RETRIES, DEFAULT_STRIPE_TIMEOUT_MS, loadConfig } from '../src/config';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('defaults to port 4000, the local shell origins and the local test-payment provider', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      siteOrigins: DEFAULT_SITE_ORIGINS,
      stripe: null,
      store: { kind: 'pglite', dataDir: path.resolve(__dirname, '..', '.data') },
      adminToken: null,
      sessionsPerMinute: 30,
      trustedProxies: ['loopback'],
    });
  });

  it('reads the session rate limit and the proxies whose X-Forwarded-For is believed', () => {
    const config = loadConfig({ CHECKOUT_RATE_LIMIT: '500', CHECKOUT_TRUSTED_PROXIES: ' 10.0.0.0/8 , loopback ' });
    expect(config.sessionsPerMinute).toBe(500);
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({ CHECKOUT_TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
  });

  it('refuses a rate limit that is not a positive whole number, and proxies that are not addresses', () => {
    expect(problemsOf({ CHECKOUT_RATE_LIMIT: '0', CHECKOUT_TRUSTED_PROXIES: 'shell.internal' })).toEqual([
      'CHECKOUT_RATE_LIMIT must be a whole number from 1 to 1000000000 (got "0").',
      'CHECKOUT_TRUSTED_PROXIES must list addresses, CIDR ranges or loopback, linklocal, uniquelocal (invalid IP address: shell.internal).',
    ]);
  });

  it('reads the port and the site origins, normalised to origins', () => {
    const config = loadConfig({ PORT: '4100', SITE_ORIGINS: ' http://localhost:3000 , https://shop.example/ ' });
    expect(config.port).toBe(4100);
    expect(config.siteOrigins).toEqual(['http://localhost:3000', 'https://shop.example']);
  });

  it('reads Stripe settings with the API address override used by tests', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
      timeoutMs: DEFAULT_STRIPE_TIMEOUT_MS,
      maxNetworkRetries: DEFAULT_STRIPE_RETRIES,
      webhookSecret: null,
    });
  });

  it('reads where orders are kept: DATA_DIR resolved from the working directory, or DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/orders' }).store).toEqual({ kind: 'pglite', dataDir: path.resolve('tmp/orders') });
    expect(loadConfig({ DATABASE_URL: 'postgres://farm:secret@db.internal:5432/terra_verde' }).store).toEqual({
      kind: 'postgres',
      url: 'postgres://farm:secret@db.internal:5432/terra_verde',
    });
  });

  it('reads the admin token and the webhook secret', () => {
    const config = loadConfig({ ADMIN_TOKEN: 'a'.repeat(32), STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' });
    expect(config.adminToken).toBe('a'.repeat(32));
    expect(config.stripe?.webhookSecret).toBe('whsec_abc123');
  });

  it('refuses an ambiguous store, a weak admin token and a webhook secret without a key', () => {
    expect(
      problemsOf({ DATABASE_URL: 'mysql://db/x', DATA_DIR: '/srv/orders', ADMIN_TOKEN: 'short', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toEqual([
      'STRIPE_WEBHOOK_SECRET only applies with STRIPE_SECRET_KEY; set the key or remove it.',
      'DATA_DIR only applies without DATABASE_URL; remove one of them.',
      'DATABASE_URL must be a PostgreSQL connection URL such as postgres://user:password@host:5432/terra_verde.',
      'ADMIN_TOKEN must be at least 24 characters without spaces, e.g. the output of: openssl rand -hex 24.',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'pk_nope' })).toEqual([
      'STRIPE_WEBHOOK_SECRET must be the signing secret of a Stripe webhook endpoint (whsec_...).',
    ]);
  });

  it('lists every problem at once, in clear sentences', () => {
    expect(
      problemsOf({ PORT: 'eighty', SITE_ORIGINS: 'localhost:3000,http://ok.example/path', STRIPE_SECRET_KEY: 'pk_test_public', STRIPE_API_PROTOCOL: 'ftp' }),
    ).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty").',
      'SITE_ORIGINS entry "localhost:3000" is not a site origin such as http://localhost:3000 (scheme, host and optional port only).',
      'SITE_ORIGINS entry "http://ok.example/path" is not a site origin such as http://localhost:3000 (scheme, host and optional port only).',
      'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_..., sk_live_..., rk_...).',
      'STRIPE_API_PROTOCOL must be http or https (got "ftp").',
    ]);
  });

  it('never echoes the secret key in its messages', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: 'sk_live_oops with spaces' });
    expect(problems.join(' ')).not.toContain('oops');
  });

  it('refuses a Stripe address override without a key', () => {
    expect(problemsOf({ STRIPE_API_HOST: '127.0.0.1' })).toEqual(['STRIPE_API_HOST only applies with STRIPE_SECRET_KEY; set the key or remove it.']);
  });

  it('refuses out-of-range ports', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a whole number from 1 to 65535 (got "70000").']);
    expect(problemsOf({ PORT: '0' })).toEqual(['PORT must be a whole number from 1 to 65535 (got "0").']);
  });
});

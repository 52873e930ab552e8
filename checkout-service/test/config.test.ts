import path from 'node:path';
import { DEFAULT_SITE_ORIGINS, loadConfig } from '../src/config/config';
import { DEFAULT_STRIPE_RETRIES, DEFAULT_STRIPE_TIMEOUT_MS } from '../src/config/paymentConfig';
import { problemsOf } from './support/configProblems';

/** The offline provider, chosen as a developer must choose it. */
const LOCAL = { PAYMENT_PROVIDER: 'local' };

describe('configuration from the environment', () => {
  it('defaults to loopback port 4000 and the local shell origins', () => {
    expect(loadConfig(LOCAL)).toEqual({
      host: '127.0.0.1',
      port: 4000,
      siteOrigins: DEFAULT_SITE_ORIGINS,
      payments: { provider: 'local' },
      store: { kind: 'pglite', dataDir: path.resolve(__dirname, '..', '.data') },
      adminToken: null,
      metricsPort: null,
      sessionsPerMinute: 30,
      lookupsPerMinute: 120,
      formsPerMinute: 10,
      vitalsPerMinute: 60,
      trustedProxies: ['loopback'],
      farmTimeZone: 'America/Sao_Paulo',
      holdBufferPercent: 15,
      mail: {
        smtpUrl: null,
        from: 'Terra Verde <hello@terraverde.farm>',
        farmEmail: 'hello@terraverde.farm',
        siteUrl: DEFAULT_SITE_ORIGINS[0],
        fileDir: path.resolve(__dirname, '..', '.data', 'mail'),
      },
    });
  });

  it("reads the farm's time zone, and refuses one Intl does not know", () => {
    expect(loadConfig({ ...LOCAL, FARM_TIME_ZONE: ' Europe/Lisbon ' }).farmTimeZone).toBe('Europe/Lisbon');
    expect(loadConfig({ ...LOCAL, FARM_TIME_ZONE: 'UTC' }).farmTimeZone).toBe('UTC');
    expect(problemsOf({ ...LOCAL, FARM_TIME_ZONE: 'Sao Paulo' })).toEqual([
      'FARM_TIME_ZONE must be an IANA time zone such as America/Sao_Paulo or UTC (got "Sao Paulo").',
    ]);
  });

  it('reads the rate limits and the proxies whose X-Forwarded-For is believed', () => {
    const config = loadConfig({
      ...LOCAL,
      CHECKOUT_RATE_LIMIT: '500',
      ORDER_LOOKUP_RATE_LIMIT: '600',
      VITALS_RATE_LIMIT: '700',
      CHECKOUT_TRUSTED_PROXIES: ' 10.0.0.0/8 , loopback ',
    });
    expect(config.sessionsPerMinute).toBe(500);
    expect(config.lookupsPerMinute).toBe(600);
    expect(config.vitalsPerMinute).toBe(700);
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({ ...LOCAL, CHECKOUT_TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
  });

  it('refuses a rate limit that is not a positive whole number, and proxies that are not addresses', () => {
    expect(
      problemsOf({ ...LOCAL, CHECKOUT_RATE_LIMIT: '0', ORDER_LOOKUP_RATE_LIMIT: '-1', CHECKOUT_TRUSTED_PROXIES: 'shell.internal' }),
    ).toEqual([
      'CHECKOUT_RATE_LIMIT must be a whole number from 1 to 1000000000 (got "0").',
      'ORDER_LOOKUP_RATE_LIMIT must be a whole number from 1 to 1000000000 (got "-1").',
      'CHECKOUT_TRUSTED_PROXIES must list addresses, CIDR ranges or loopback, linklocal, uniquelocal (invalid IP address: shell.internal).',
    ]);
  });

  it('reads the port and the site origins, normalised to origins', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      PORT: '4100',
      SITE_ORIGINS: ' http://localhost:3000 , https://shop.example/ ',
    });
    expect(config.port).toBe(4100);
    expect(config.siteOrigins).toEqual(['http://localhost:3000', 'https://shop.example']);
  });

  it('reads Stripe settings with the API address override used by tests', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_abc123',
        host: '127.0.0.1',
        port: 12111,
        protocol: 'http',
        timeoutMs: DEFAULT_STRIPE_TIMEOUT_MS,
        maxNetworkRetries: DEFAULT_STRIPE_RETRIES,
        webhookSecret: null,
      },
    });
  });

  it('reads where orders are kept: DATA_DIR resolved from the working directory, or DATABASE_URL', () => {
    expect(loadConfig({ ...LOCAL, DATA_DIR: 'tmp/orders' }).store).toEqual({ kind: 'pglite', dataDir: path.resolve('tmp/orders') });
    expect(loadConfig({ ...LOCAL, DATABASE_URL: 'postgres://farm:secret@db.internal:5432/terra_verde' }).store).toEqual({
      kind: 'postgres',
      url: 'postgres://farm:secret@db.internal:5432/terra_verde',
    });
  });

  it('reads the admin token and the webhook secret', () => {
    const config = loadConfig({ ADMIN_TOKEN: 'a'.repeat(32), STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' });
    expect(config.adminToken).toBe('a'.repeat(32));
    expect(config.payments).toMatchObject({ provider: 'stripe', stripe: { webhookSecret: 'whsec_abc123' } });
  });

  it('refuses an ambiguous store, a weak admin token and a webhook secret without a key', () => {
    expect(
      problemsOf({
        ...LOCAL,
        DATABASE_URL: 'mysql://db/x',
        DATA_DIR: '/srv/orders',
        ADMIN_TOKEN: 'short',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
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
      problemsOf({
        PORT: 'eighty',
        SITE_ORIGINS: 'localhost:3000,http://ok.example/path',
        STRIPE_SECRET_KEY: 'pk_test_public',
        STRIPE_API_PROTOCOL: 'ftp',
      }),
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
    expect(problemsOf({ ...LOCAL, STRIPE_API_HOST: '127.0.0.1' })).toEqual([
      'STRIPE_API_HOST only applies with STRIPE_SECRET_KEY; set the key or remove it.',
    ]);
  });

  it('refuses out-of-range ports', () => {
    expect(problemsOf({ ...LOCAL, PORT: '70000' })).toEqual(['PORT must be a whole number from 1 to 65535 (got "70000").']);
    expect(problemsOf({ ...LOCAL, PORT: '0' })).toEqual(['PORT must be a whole number from 1 to 65535 (got "0").']);
  });
});

const NO_PROVIDER =
  'No payment provider is chosen: set PAYMENT_PROVIDER=local for offline development with the test-payment page, or STRIPE_SECRET_KEY for real payments.';

describe('the payment provider is chosen explicitly: payments fail closed', () => {
  it('refuses to start with neither PAYMENT_PROVIDER nor STRIPE_SECRET_KEY, instead of taking test payments', () => {
    expect(problemsOf({})).toEqual([NO_PROVIDER]);
  });

  it('uses the local test-payment provider only when PAYMENT_PROVIDER=local says so', () => {
    expect(loadConfig({ PAYMENT_PROVIDER: 'local' }).payments).toEqual({ provider: 'local' });
    expect(
      loadConfig({ PAYMENT_PROVIDER: ' local ', SITE_ORIGINS: 'http://localhost:3000,http://127.0.0.5:8080,http://[::1]:3000' }).payments,
    ).toEqual({
      provider: 'local',
    });
  });

  it.each([
    ['an https origin, even on loopback', 'https://localhost:3000'],
    ['a public host name', 'http://shop.example'],
    ['a LAN address', 'http://192.168.1.20:3000'],
    ['a name that merely starts with localhost', 'http://localhost.example.com'],
  ])('refuses the local provider for %s: its Pay button marks orders paid with no money taken', (_case, origin) => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'local', SITE_ORIGINS: `http://localhost:3000,${origin}` })).toEqual([
      `PAYMENT_PROVIDER=local marks orders paid without taking money, so it runs only for a shop on this machine over http (localhost, 127.0.0.0/8 or [::1]); SITE_ORIGINS has ${new URL(origin).origin}.`,
    ]);
  });

  it('refuses PAYMENT_PROVIDER=local beside a STRIPE_SECRET_KEY: which one takes the payments would be a guess', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'local', STRIPE_SECRET_KEY: 'sk_test_abc123' })).toEqual([
      'PAYMENT_PROVIDER=local and STRIPE_SECRET_KEY are both set; remove the key for offline test payments, or set PAYMENT_PROVIDER=stripe.',
    ]);
  });

  it('uses Stripe with PAYMENT_PROVIDER=stripe, or with a key and no PAYMENT_PROVIDER', () => {
    for (const env of [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc123' }, { STRIPE_SECRET_KEY: 'sk_live_abc123' }]) {
      expect(loadConfig({ ...env, SITE_ORIGINS: 'https://shop.example' }).payments).toEqual({
        provider: 'stripe',
        stripe: {
          secretKey: 'sk_live_abc123',
          timeoutMs: DEFAULT_STRIPE_TIMEOUT_MS,
          maxNetworkRetries: DEFAULT_STRIPE_RETRIES,
          webhookSecret: null,
        },
      });
    }
  });

  it('refuses PAYMENT_PROVIDER=stripe without its key, and a provider it does not know', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (sk_test_..., sk_live_... or rk_...).',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal' })).toEqual(['PAYMENT_PROVIDER must be stripe or local (got "paypal").']);
  });
});

describe('the listening address', () => {
  const env = { STRIPE_SECRET_KEY: 'sk_test_abc123' };

  it('with the local test payments is this machine only: another machine could post Pay with any Origin', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1'])
      expect(loadConfig({ PAYMENT_PROVIDER: 'local', HOST: host }).host).toBe(host);
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'checkout.internal']) {
      expect(problemsOf({ PAYMENT_PROVIDER: 'local', HOST: host })).toEqual([
        `PAYMENT_PROVIDER=local marks orders paid without taking money, so the service listens only on this machine with it (HOST localhost, 127.0.0.0/8 or ::1); HOST is ${host}.`,
      ]);
    }
  });

  it('is loopback unless HOST says otherwise, so a development shop is not reachable from the network', () => {
    expect(loadConfig(env).host).toBe('127.0.0.1');
    expect(loadConfig({ ...env, HOST: ' 0.0.0.0 ' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...env, HOST: '::' }).host).toBe('::');
    expect(loadConfig({ ...env, HOST: 'checkout.internal' }).host).toBe('checkout.internal');
  });

  it.each(['http://0.0.0.0', '127.0.0.1:4000', '[::1]', 'bad_name', '-lead.example'])('refuses HOST=%s', (host) => {
    expect(problemsOf({ ...env, HOST: host })).toEqual([
      `HOST must be an IP address such as 127.0.0.1, 0.0.0.0 or ::, or a host name, without scheme or port (got "${host}").`,
    ]);
  });
});

describe('METRICS_PORT', () => {
  it('serves metrics on the port given, and none when unset; a port out of range is refused with a sentence', () => {
    const local = { PAYMENT_PROVIDER: 'local' };
    expect(loadConfig({ ...local, METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig(local).metricsPort).toBeNull();
    expect(problemsOf({ ...local, METRICS_PORT: '70000' })).toEqual(['METRICS_PORT must be a whole number from 1 to 65535 (got "70000").']);
  });
});

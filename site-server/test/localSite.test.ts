import { createShellServer } from '../src/apps/shellServer';
import { checkoutServiceEnv, localRemoteConfig, reachableHost } from '../src/localSite';
import { builtFolder, serveSite, SHELL_BUILD } from './support';

const REMOTES = [
  { remote: 'shop', port: 3001 },
  { remote: 'blog', port: 3002 },
];

describe("npm start's remotes.json", () => {
  it('names each remote where npm start serves it, on this machine', () => {
    expect(localRemoteConfig({}, REMOTES).remotes).toEqual({
      shop: { entry: 'http://127.0.0.1:3001/mf-manifest.json' },
      blog: { entry: 'http://127.0.0.1:3002/mf-manifest.json' },
    });
  });

  it('allows no QA override unless REMOTE_OVERRIDES=on, and then candidate builds on this machine only', () => {
    for (const value of [undefined, '', 'off']) expect(localRemoteConfig({ REMOTE_OVERRIDES: value }, REMOTES).overrideOrigins).toEqual([]);
    expect(localRemoteConfig({ REMOTE_OVERRIDES: 'on' }, REMOTES).overrideOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(() => localRemoteConfig({ REMOTE_OVERRIDES: 'yes' }, REMOTES)).toThrow('REMOTE_OVERRIDES must be on or off (got "yes").');
  });

  it('has every page view send its field report unless VITALS_SAMPLE says a share from 0 to 1', () => {
    expect(localRemoteConfig({}, REMOTES).vitalsSample).toBe(1);
    expect(localRemoteConfig({ VITALS_SAMPLE: ' 0.1 ' }, REMOTES).vitalsSample).toBe(0.1);
    expect(localRemoteConfig({ VITALS_SAMPLE: '0' }, REMOTES).vitalsSample).toBe(0);
    for (const odd of ['1.5', '-1', 'half'])
      expect(() => localRemoteConfig({ VITALS_SAMPLE: odd }, REMOTES)).toThrow('VITALS_SAMPLE must be a number from 0 to 1');
  });

  it("leaves the shell's pages no script source on this machine's other ports", async () => {
    const shell = builtFolder(SHELL_BUILD);
    const site = await serveSite(createShellServer({ root: shell.root, remoteConfig: localRemoteConfig({}, REMOTES) }));
    const res = await fetch(`${site.url}/remotes.json`);
    const policy = (await fetch(`${site.url}/about`, { headers: { Accept: 'text/html' } })).headers.get('content-security-policy');
    await site.close();
    shell.remove();
    expect(((await res.json()) as { overrideOrigins: string[] }).overrideOrigins).toEqual([]);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
  });
});

describe('the address of the servers', () => {
  it('is reached on this machine at the loopback address when they listen on every address', () => {
    expect(['127.0.0.1', '0.0.0.0', '::', '::1', '192.168.1.5', 'localhost'].map(reachableHost)).toEqual([
      '127.0.0.1',
      '127.0.0.1',
      '127.0.0.1',
      '[::1]',
      '192.168.1.5',
      'localhost',
    ]);
    expect(localRemoteConfig({ HOST: '::1' }, REMOTES).remotes.shop.entry).toBe('http://[::1]:3001/mf-manifest.json');
  });
});

describe("the checkout-service's environment", () => {
  const ports = { port: 4000, shellPort: 3000 };

  it('takes local test payments, unless the caller chose a provider or set a Stripe key', () => {
    expect(checkoutServiceEnv({}, ports).PAYMENT_PROVIDER).toBe('local');
    expect(checkoutServiceEnv({ PAYMENT_PROVIDER: 'stripe' }, ports).PAYMENT_PROVIDER).toBe('stripe');
    expect(checkoutServiceEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }, ports).PAYMENT_PROVIDER).toBeUndefined();
  });

  it("listens on loopback whatever HOST says (the shell's server is its one client), on npm start's port, for the shell's origins", () => {
    expect(checkoutServiceEnv({ ADMIN_TOKEN: 't' }, ports)).toEqual({
      ADMIN_TOKEN: 't',
      PAYMENT_PROVIDER: 'local',
      HOST: '127.0.0.1',
      PORT: '4000',
      SITE_ORIGINS: 'http://localhost:3000,http://127.0.0.1:3000',
    });
    expect(checkoutServiceEnv({ HOST: '0.0.0.0', SITE_ORIGINS: 'http://farm.lan:3000' }, ports)).toMatchObject({
      HOST: '127.0.0.1',
      SITE_ORIGINS: 'http://farm.lan:3000',
    });
  });
});

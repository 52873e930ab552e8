import { DEFAULT_REMOTE_ENTRIES, parseRemoteConfig, type RemoteConfig } from './remoteConfig';
import { applyRemoteOverrides, OVERRIDE_STORAGE_KEY, parseOverrideParams, readStoredOverrides } from './remoteOverrides';

const CANDIDATE = 'http://localhost:3101/mf-manifest.json';
const config: RemoteConfig = { entries: DEFAULT_REMOTE_ENTRIES, overrideOrigins: ['http://localhost:*'], vitalsSample: 1 };

describe('parsing the QA override parameters', () => {
  it('reads remote.<name> parameters and keeps the others in the address', () => {
    const parsed = parseOverrideParams(`?remote.shop=${encodeURIComponent(CANDIDATE)}&page=2`);
    expect(parsed.requested).toEqual({ shop: CANDIDATE });
    expect(parsed.cleared).toEqual([]);
    expect(parsed.remainingSearch).toBe('?page=2');
  });

  it('treats an empty value as "forget this override"', () => {
    expect(parseOverrideParams('?remote.blog=').cleared).toEqual(['blog']);
  });

  it('ignores unknown remote names, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = parseOverrideParams('?remote.admin=http://localhost:1/x.json');
    expect(parsed.requested).toEqual({});
    expect(parsed.remainingSearch).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no remote called "admin"'));
    warn.mockRestore();
  });
});

describe('applying QA overrides', () => {
  let warn: jest.SpyInstance;
  let info: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    info = jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    info.mockRestore();
  });

  it('points one remote at an allowed candidate and remembers it for the tab', () => {
    const { entries } = applyRemoteOverrides(config, `?remote.shop=${CANDIDATE}`, sessionStorage);
    expect(entries).toEqual({ ...DEFAULT_REMOTE_ENTRIES, shop: CANDIDATE });
    expect(readStoredOverrides(sessionStorage)).toEqual({ shop: CANDIDATE });
    // The next page load (no parameter) still uses the candidate.
    expect(applyRemoteOverrides(config, '', sessionStorage).entries.shop).toBe(CANDIDATE);
  });

  it('refuses an origin that is not on the allow-list, with a console warning', () => {
    const { entries, overrides } = applyRemoteOverrides(config, '?remote.shop=https://cdn.evil.net/mf-manifest.json', sessionStorage);
    expect(entries).toEqual(DEFAULT_REMOTE_ENTRIES);
    expect(overrides).toEqual({});
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/override of remote "shop" refused.*https:\/\/cdn\.evil\.net is not in "overrideOrigins"/),
    );
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('refuses non-http URLs and relative paths', () => {
    expect(applyRemoteOverrides(config, '?remote.shop=javascript:alert(1)', null).overrides).toEqual({});
    expect(applyRemoteOverrides(config, '?remote.shop=/evil.json', null).overrides).toEqual({});
  });

  it('refuses every override when remotes.json has no allow-list (production)', () => {
    const production = parseRemoteConfig({ remotes: {} });
    expect(production.overrideOrigins).toEqual([]);
    expect(applyRemoteOverrides(production, `?remote.shop=${CANDIDATE}`, sessionStorage).entries).toEqual(DEFAULT_REMOTE_ENTRIES);
  });

  it('re-checks a remembered override against the current allow-list', () => {
    sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ blog: 'https://cdn.evil.net/mf-manifest.json' }));
    expect(applyRemoteOverrides(config, '', sessionStorage).entries.blog).toBe(DEFAULT_REMOTE_ENTRIES.blog);
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('forgets a remembered override when asked with an empty value', () => {
    applyRemoteOverrides(config, `?remote.shop=${CANDIDATE}`, sessionStorage);
    expect(applyRemoteOverrides(config, '?remote.shop=', sessionStorage).entries.shop).toBe(DEFAULT_REMOTE_ENTRIES.shop);
    expect(readStoredOverrides(sessionStorage)).toEqual({});
  });
});

describe('the run-time config file', () => {
  it('reads entries and the override allow-list, ignoring malformed values', () => {
    const parsed = parseRemoteConfig({
      remotes: { shop: { entry: 'https://shop.example.com/mf-manifest.json' }, blog: { entry: 'ftp://x' }, unknown: { entry: 'http://x' } },
      overrideOrigins: ['https://*.qa.example.com', 42],
    });
    expect(parsed.entries).toEqual({ ...DEFAULT_REMOTE_ENTRIES, shop: 'https://shop.example.com/mf-manifest.json' });
    expect(parsed.overrideOrigins).toEqual(['https://*.qa.example.com']);
  });
});

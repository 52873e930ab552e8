import { DEFAULT_REMOTE_CONFIG, loadRemoteConfig, parseRemoteConfig } from './remoteConfig';
import { requestRemoteConfig } from './requestRemoteConfig';

/** A /remotes.json that never answers, as a hung server or a dropped connection would. */
function neverAnswers(): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

describe('loading /remotes.json', () => {
  beforeAll(() => {
    globalThis.fetch ??= (() => Promise.reject(new Error('no network in tests'))) as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives up on a server that never answers, and starts with the built-in addresses', async () => {
    neverAnswers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadRemoteConfig(requestRemoteConfig(20))).resolves.toEqual(DEFAULT_REMOTE_CONFIG);
  });

  it('asks with the same time limit when called without a request of its own', async () => {
    const fetchSpy = neverAnswers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    void loadRemoteConfig();
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/remotes.json');
    expect(init?.cache).toBe('no-cache');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });
});

describe("remotes.json's field reports sample (vitalsSample)", () => {
  it('is read from 0 to 1, and is no page view when missing or out of range', () => {
    expect(parseRemoteConfig({ vitalsSample: 0.1 }).vitalsSample).toBe(0.1);
    expect(parseRemoteConfig({ vitalsSample: 1 }).vitalsSample).toBe(1);
    for (const odd of [undefined, 1.5, -0.1, '0.1', null]) expect(parseRemoteConfig({ vitalsSample: odd }).vitalsSample).toBe(0);
  });
});

import type { Metric } from 'web-vitals';
import { SERVER_PAGE_STATE_ID } from 'shared';
import { watchFieldVitals } from './fieldVitals';

/** What web-vitals would call back with, by metric. */
const reporters = new Map<string, (metric: Pick<Metric, 'name' | 'value'>) => void>();
jest.mock('web-vitals', () => {
  const watcher = (name: string) => (report: (metric: unknown) => void) => reporters.set(name, report);
  return { onLCP: watcher('LCP'), onINP: watcher('INP'), onCLS: watcher('CLS'), onFCP: watcher('FCP'), onTTFB: watcher('TTFB') };
});

let visibility: DocumentVisibilityState = 'visible';
const sendBeacon = jest.fn((_url: string, _body: Blob) => true);

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '3g' } });
});

function serverPage(state: object) {
  const script = document.createElement('script');
  script.id = SERVER_PAGE_STATE_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(state);
  document.head.append(script);
}

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A Blob's text, read as jsdom can (its Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const sentReport = async (call: number) => {
  const [url, body] = sendBeacon.mock.calls[call];
  const text = await textOf(body);
  return { url, type: body.type, report: JSON.parse(text) as Record<string, unknown>, text };
};

describe('the field report of a page view', () => {
  it('is one beacon to /api/vitals as the page is hidden, naming the route pattern and never the URL', async () => {
    window.history.replaceState(null, '', '/product/heirloom-tomatoes?utm_source=mail#reviews');
    serverPage({ kind: 'remote', remote: 'shop', identifierPrefix: 'shop-', manifest: '/remotes/shop/mf-manifest.711ddf198cdefcc3.json' });
    watchFieldVitals(window.location.pathname);
    reporters.get('TTFB')!({ name: 'TTFB', value: 85 });
    reporters.get('LCP')!({ name: 'LCP', value: 1234.5 });
    reporters.get('CLS')!({ name: 'CLS', value: 0.004 });
    reporters.get('INP')!({ name: 'INP', value: Number.POSITIVE_INFINITY });

    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const { url, type, report, text } = await sentReport(0);
    expect(url).toBe('/api/vitals');
    expect(type).toBe('application/json');
    expect(report).toEqual({
      route: '/product/:slug',
      metrics: { LCP: 1234.5, CLS: 0.004, TTFB: 85 },
      connection: '3g',
      builds: { shop: '711ddf198cdefcc3' },
    });
    for (const secret of ['heirloom', 'utm_source', 'reviews', 'localhost']) expect(text).not.toContain(secret);
  });
});

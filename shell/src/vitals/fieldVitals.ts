import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { API_PATHS, type VitalMetric } from 'contract';
import { readServerPage } from '../routing/serverPage/readServerPage';
import { fieldReport } from './fieldReport';

/** The Network Information API, which not every browser has. */
type WithConnection = Navigator & { connection?: { effectiveType?: string } };

/**
 * Watches one page view with `web-vitals` and sends its field report once, with
 * `navigator.sendBeacon`, when the page is first hidden (docs/decisions/field-vitals.md): the
 * moment `web-vitals` gives LCP, CLS and INP their final values, and the last one a page may be
 * sure to have. This module is its own chunk, loaded only for sampled page views.
 */
export function watchFieldVitals(pathname: string): void {
  const metrics: Partial<Record<VitalMetric, number>> = {};
  const keep = ({ name, value }: Metric) => {
    metrics[name] = value;
  };
  for (const watch of [onLCP, onINP, onCLS, onFCP, onTTFB]) watch(keep);

  const serverPage = readServerPage();
  let sent = false;
  const send = () => {
    const connection = (navigator as WithConnection).connection?.effectiveType;
    const report = sent ? null : fieldReport({ pathname, metrics, connection, serverPage });
    if (!report) return;
    sent = true;
    navigator.sendBeacon(API_PATHS.vitals, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  };
  // On the document, so that web-vitals' own listener (on the window, capturing) has already
  // given the final values when this one runs.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // A browser that unloads without a visibilitychange still fires pagehide.
  window.addEventListener('pagehide', send);
}

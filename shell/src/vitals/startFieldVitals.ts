import { whenIdle } from 'shared';

/** However busy the browser stays, the watch starts within this time of the page going live. */
const IDLE_LIMIT_MS = 5000;

/**
 * Field measurements (docs/decisions/field-vitals.md): for a share `sample` of page views, once the
 * page is live and the browser idle, loads `web-vitals` and the watch that reports the page view
 * (`fieldVitals.ts`). Page views left out download nothing. `pathname` is the landing page's: the
 * one whose load the metrics describe.
 */
export function startFieldVitals(sample: number, pathname: string, random: () => number = Math.random): void {
  if (!(random() < sample)) return;
  whenIdle(() => {
    import(/* webpackChunkName: "field-vitals" */ './fieldVitals').then(
      ({ watchFieldVitals }) => watchFieldVitals(pathname),
      // Measuring is never worth a failure the shopper sees: a chunk that did not load reports nothing.
      () => undefined,
    );
  }, IDLE_LIMIT_MS);
}

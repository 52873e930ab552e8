/**
 * One page of the INP measurement: `web-vitals` (its attribution build, as an IIFE) injected
 * before the page's own code, the page opened until it is live, the CPU slowed, and the INP the
 * library reports once the interaction's entries have all been delivered.
 */
/* global document, requestAnimationFrame, requestIdleCallback, window -- the functions given to page.evaluate run in the page */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** The package's exports name its ES and UMD builds; the IIFE builds lie beside them in dist/. */
const VITALS_IIFE = path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js');
/** The element holding a server-sent page until its code takes it over (shared/src/pages/serverPage.ts). */
const WAITING_SERVER_PAGE = '.shell-server-page:not([data-page-ready])';
export const CPU_SLOWDOWN = 4;
/** Settling rounds before the reading is taken as final: each waits two frames and two idle periods. */
const MAX_SETTLE_ROUNDS = 5;

/**
 * Runs in the page before its scripts: the library's global stays inside this function. Every
 * change of INP is kept (reportAllChanges) with its attribution, from interactions of 16 ms and
 * more (Event Timing's floor; the library's default of 40 would report a faster one as its
 * first input's figure only).
 */
export const VITALS_INIT_SCRIPT = `if (window === window.top) (() => {
${readFileSync(VITALS_IIFE, 'utf8')}
webVitals.onINP((metric) => {
  const a = metric.attribution;
  const longest = a.longestScript;
  window.__perfInp = {
    value: metric.value,
    target: a.interactionTarget ?? null,
    type: a.interactionType ?? null,
    inputDelay: a.inputDelay,
    processing: a.processingDuration,
    presentation: a.presentationDelay,
    script: a.totalScriptDuration ?? null,
    styleAndLayout: a.totalStyleAndLayoutDuration ?? null,
    paint: a.totalPaintDuration ?? null,
    longestScript: longest
      ? { source: longest.entry.sourceURL, function: longest.entry.sourceFunctionName, invoker: longest.entry.invoker, subpart: longest.subpart, ms: longest.intersectingDuration }
      : null,
  };
}, { reportAllChanges: true, durationThreshold: 16 });
})();`;

/** Opens `url` and waits until the page is live: loaded, its network idle, its code in charge, then an idle period. */
export async function openLive(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction((selector) => !document.querySelector(selector), WAITING_SERVER_PAGE);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
}

/** Slows the page's CPU as a mid-range phone's, through the DevTools protocol. */
export async function slowDown(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Two frames, so the interaction's next paint is presented and its Event Timing entries queued,
 * then two idle periods, so their observer has run and web-vitals has handled them in its own
 * idle callback. Resolves to the latest report.
 */
const settled = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(() => resolve(window.__perfInp ?? null)))),
        ),
      ),
  );

/** The page's INP once web-vitals' report stops changing; throws if it reported none. */
export async function readInp(page) {
  let reading = await settled(page);
  for (let round = 1; round < MAX_SETTLE_ROUNDS; round++) {
    const next = await settled(page);
    if (reading && JSON.stringify(next) === JSON.stringify(reading)) return reading;
    reading = next;
  }
  if (!reading) throw new Error(`web-vitals reported no INP for ${page.url()}: did the interaction reach the page?`);
  return reading;
}

import { SERVER_PAGE_CLASS, SERVER_PAGE_READY_ATTRIBUTE as PAGE_READY_ATTRIBUTE } from 'shared';

/**
 * Taps on the page's own controls (Add to cart, a quantity button) in the server's HTML, made
 * before the page's code has taken it over, are kept by the inline script in index.html
 * (EARLY_CLICKS_SCRIPT) and tapped again here once it has: the same elements, since hydration
 * keeps them. Until then the page's forms do not post either.
 */
export const EARLY_PAGE_TAPS_GLOBAL = '__terraVerdeEarlyPageTaps';
/** The controls whose taps are kept; links are left to work as links. */
export const PAGE_CONTROLS = 'button, [role="button"], input[type="submit"], input[type="button"]';
/** The server page until its live page has taken it over. */
export const WAITING_PAGE = `.${SERVER_PAGE_CLASS}:not([${PAGE_READY_ATTRIBUTE}])`;

declare global {
  interface Window {
    [EARLY_PAGE_TAPS_GLOBAL]?: HTMLElement[];
  }
}

/** Marks the page taken over and taps again what was tapped, in order. */
export function replayEarlyPageTaps(container: HTMLElement): void {
  container.setAttribute(PAGE_READY_ATTRIBUTE, '');
  const taps = window[EARLY_PAGE_TAPS_GLOBAL] ?? [];
  window[EARLY_PAGE_TAPS_GLOBAL] = [];
  for (const control of taps) if (container.contains(control)) control.click();
}

import { createContext, useContext } from 'react';

/**
 * Present only while a remote's build renders a page into HTML
 * (docs/architecture.md#pages-rendered-at-build): there is no window or document there.
 */
export interface PrerenderRecord {
  /** The site's public origin (`SITE_URL`), which the page's absolute URLs are written for. */
  origin: string;
  /** What the page asked `usePageMeta` for: the document title and description, and its canonical URL. */
  head?: { title: string; description: string; canonical: string };
}

export const PrerenderContext = createContext<PrerenderRecord | null>(null);

/** The origin a page's absolute URLs are on: the site's at build time, the browser's at run time. */
export function useSiteOrigin(): string {
  return useContext(PrerenderContext)?.origin ?? window.location.origin;
}

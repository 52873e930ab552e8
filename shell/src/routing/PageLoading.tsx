import { PageBannerArt } from 'shared';

/**
 * Placeholder while a remote or one of its pages is on its way: the banner every page opens
 * with, without its title yet, in a screen-tall page area. It is also what index.html paints
 * before any JavaScript runs (scripts/prerender-frame.mjs).
 */
export function PageLoading() {
  return (
    <div className="shell-loading" aria-busy="true" aria-live="polite">
      <span className="tv-visually-hidden">Loading the page…</span>
      <div className="tv-page-banner">
        <PageBannerArt />
      </div>
    </div>
  );
}

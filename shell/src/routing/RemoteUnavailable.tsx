import { PageBanner, usePageMeta } from 'shared';
import { REMOTES } from 'contract';

const areaName = (remote: string) => REMOTES.find(({ name }) => name === remote)?.displayName ?? 'This part of the site';

/** Shown in place of a remote's pages when that remote cannot be loaded. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  usePageMeta({ title: 'Temporarily unavailable' });
  return (
    <>
      <PageBanner title="Temporarily unavailable" breadcrumb="Unavailable" />
      <section className="tv-container tv-section shell-unavailable" role="alert">
        <h2>{areaName(remote)} is temporarily unavailable.</h2>
        <p>The rest of the site works as usual and your cart is kept. Please try again in a moment.</p>
        <button type="button" className="tv-button" onClick={onRetry}>
          Try again
        </button>
      </section>
    </>
  );
}

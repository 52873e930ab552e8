import { Link } from 'react-router-dom';
import { PageBanner, usePageMeta } from 'shared';

/** The 404 page (docs/product.md#not-found-page) for any path no part of the site owns. */
export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', description: 'The page you asked for does not exist on the Terra Verde site.' });
  return (
    <>
      <PageBanner notFound />
      <section className="tv-container tv-section shell-not-found">
        <p className="shell-not-found__code" aria-hidden="true">
          404
        </p>
        <h2>Sorry Page Was Not Found!</h2>
        <p>The page may have moved, or the address may be mistyped.</p>
        <Link className="tv-button" to="/">
          Back to home
        </Link>
      </section>
    </>
  );
}

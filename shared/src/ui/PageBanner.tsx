import { Link } from 'react-router-dom';
import { PAGE_BANNER_ART_URL } from '../art/pageBannerArt';
import './pageBanner.css';

/** The banner's art alone: also the loading state the shell paints before a page arrives. */
export function PageBannerArt() {
  return <img className="tv-page-banner__art" src={PAGE_BANNER_ART_URL} alt="" width="1440" height="400" />;
}

/** A page's own banner, or the "Error Page / 404" banner of a page that does not exist. */
export type PageBannerProps =
  { title: string; breadcrumb?: string; notFound?: never } | { notFound: true; title?: never; breadcrumb?: never };

/** The words of the not-found banner (docs/product.md#not-found-page). */
const NOT_FOUND = { heading: 'Error Page', crumb: '404' };

/** The breadcrumb banner every page opens with: its title and a Home link. */
export function PageBanner(props: PageBannerProps) {
  const heading = props.notFound ? NOT_FOUND.heading : props.title;
  const current = props.notFound ? NOT_FOUND.crumb : (props.breadcrumb ?? props.title);
  return (
    <section className="tv-page-banner">
      <PageBannerArt />
      <div className="tv-page-banner__content tv-container">
        <h1 className="tv-page-banner__title">{heading}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="tv-page-banner__crumbs">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{current}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}

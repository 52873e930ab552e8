import { Link } from 'react-router-dom';
import { PAGE_BANNER_ART_URL } from '../art/pageBannerArt';
import './pageBanner.css';

/** The banner's art alone: also the loading state the shell paints before a page arrives. */
export function PageBannerArt() {
  return <img className="tv-page-banner__art" src={PAGE_BANNER_ART_URL} alt="" width="1440" height="400" />;
}

export interface PageBannerProps {
  /** Defaults to 'Error Page' (SPEC.md section 1), as does the breadcrumb's last crumb to '404'. */
  title?: string;
  breadcrumb?: string;
}

/** The breadcrumb banner every page opens with: its title and a Home link. */
export function PageBanner({ title, breadcrumb }: PageBannerProps) {
  const heading = title ?? 'Error Page';
  const current = breadcrumb ?? (title ? title : '404');
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

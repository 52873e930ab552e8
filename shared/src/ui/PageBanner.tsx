import { Link } from 'react-router-dom';
import { FarmScene } from '../art/FarmScene';
import './pageBanner.css';

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
      <FarmScene className="tv-page-banner__art" tone="golden" />
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

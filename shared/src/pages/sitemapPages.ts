/**
 * The pages of a remote's table that sitemap.xml may list (docs/architecture.md#one-canonical-address-per-page):
 * those answered with 200 whose canonical address is their own URL. Another address of the same
 * page (a product's `/shop-single/N`, a post with the sidebar, a sort order of the shop) names its
 * canonical and is left out, as are redirects, 404s and routes of secret addresses.
 */
import type { PageRoute } from './pageTable';

interface TableOfPages {
  siteUrl: string;
  routes: ReadonlyArray<Pick<PageRoute, 'pages' | 'private'>>;
}

/** A page to list: its absolute URL and its title. */
interface ListedPage {
  url: string;
  title: string;
}

export function sitemapPages(table: TableOfPages): ListedPage[] {
  return table.routes
    .filter((route) => !route.private)
    .flatMap((route) =>
      route.pages.flatMap((page) =>
        page.status === 200 && page.head.canonical === table.siteUrl + page.url
          ? [{ url: page.head.canonical, title: page.head.title }]
          : [],
      ),
    );
}

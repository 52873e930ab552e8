/**
 * sitemap.xml and robots.txt, from the remotes' route tables: every URL a table answers with 200
 * that is its own canonical address (`sitemapPages`, docs/architecture.md#one-canonical-address-per-page),
 * on the site's address (`siteUrl` of the tables), except the paths robots.txt asks crawlers to
 * leave alone (a shopper's cart and checkout) and the private areas of the topology, which
 * robots.txt disallows too (docs/architecture.md#private-areas).
 */
import type { PageTable } from 'shared/src/pages/pageTable';
import { sitemapPages } from 'shared/src/pages/sitemapPages';
import { isPrivateRemote, privatePathPrefixes } from 'shared/src/routeAreas';
import { escapeHtml } from './headTags';

const PRIVATE_PATHS = ['/cart', '/checkout'];

const isPrivate = (url: string) =>
  PRIVATE_PATHS.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

export function sitemapXml(tables: readonly PageTable[]): string {
  const urls = tables
    .filter((table) => !isPrivateRemote(table.remote))
    .flatMap((table) =>
      sitemapPages(table)
        .map(({ url }) => url)
        .filter((url) => !isPrivate(url.slice(table.siteUrl.length))),
    );
  const entries = [...new Set(urls)].map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(tables: readonly PageTable[], fallbackOrigin: string): string {
  const siteUrl = tables[0]?.siteUrl ?? fallbackOrigin;
  return [
    'User-agent: *',
    ...[...PRIVATE_PATHS, ...privatePathPrefixes()].map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Writes robots.txt and sitemap.xml into the shell's build, listing the site's public routes.
 * The site's public address comes from SITE_URL (default http://localhost:3000).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'dist');

export const PUBLIC_ROUTES = [
  '/', '/about-us', '/farmers', '/services', '/services-2', '/project', '/farm-story', '/farm-to-table',
  '/subscription', '/contact', '/shop', '/blog-standard', '/blog-with-sidebar', '/blog-2-column',
  '/blog-3-column', '/register', '/login',
];

const urls = PUBLIC_ROUTES.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`).join('\n');
writeFileSync(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(
  path.join(dist, 'robots.txt'),
  `User-agent: *\nDisallow: /cart\nDisallow: /checkout\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
console.log(`sitemap.xml and robots.txt written for ${siteUrl}`);

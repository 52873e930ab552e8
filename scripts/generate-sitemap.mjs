/**
 * Writes robots.txt and sitemap.xml into the shell's build, listing the site's public routes.
 * The site's public address comes from SITE_URL (default: the shell under `npm start`).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { SHELL } = createRequire(import.meta.url)('./topology.cjs');
const siteUrl = (process.env.SITE_URL ?? `http://localhost:${SHELL.port}`).replace(/\/$/, '');
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'dist');

const PUBLIC_ROUTES = [
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

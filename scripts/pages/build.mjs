/**
 * After a remote's browser build: renders every page it owns into dist/pages/ (fragments, the
 * route table pages.json and the link-preview PNGs), from the same sources through the same
 * loaders (docs/architecture.md#pages-rendered-at-build). Run from the remote's folder:
 *
 *   SITE_URL=https://terraverde.farm node ../scripts/pages/build.mjs
 *
 * PAGES_WEBPACK_CONFIG names another webpack configuration file to derive the build from.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import * as fontkit from 'fontkit';
import webpack from 'webpack';

// React's production server renderer: the same markup, without development checks.
process.env.NODE_ENV = 'production';

const require = createRequire(import.meta.url);
const nodeConfig = require('./nodeConfig.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const packageDir = process.cwd();
const started = Date.now();

const { SHELL } = require('../topology.cjs');
const siteUrl = (process.env.SITE_URL || `http://localhost:${SHELL.port}`).replace(/\/+$/, '');
if (!/^https?:\/\/[^/]+$/.test(siteUrl)) throw new Error(`SITE_URL must be an origin such as https://terraverde.farm (got ${siteUrl})`);

// The remote's own configuration, or one derived from it (a test's candidate build: PAGES_WEBPACK_CONFIG);
// the pages go where that configuration put the browser build.
const client = require(process.env.PAGES_WEBPACK_CONFIG || path.join(packageDir, 'webpack.config.js'))({}, { mode: 'production' });
const dist = client.output.path;
// The Node build is only a step of this one: a folder of its own, removed at the end, so two builds
// (a test's candidates beside the remote's own) never share or leave one. Inside the repository,
// where its external packages resolve from node_modules.
const cacheDir = path.join(root, 'node_modules', '.cache', 'terra-verde', 'pages');
mkdirSync(cacheDir, { recursive: true });
const outputDir = mkdtempSync(path.join(cacheDir, `${path.basename(packageDir)}-`));
process.on('exit', () => rmSync(outputDir, { recursive: true, force: true }));
const config = nodeConfig(client, { entry: path.join(packageDir, 'src', 'prerender.ts'), outputDir });

const stats = await new Promise((resolve, reject) => webpack(config).run((error, result) => (error ? reject(error) : resolve(result))));
if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));

const { default: prerender } = require(path.join(outputDir, 'prerender.cjs'));
const fontFile = (file) => fontkit.openSync(require.resolve(file));
const { table, fragments, images } = await prerender.render({
  siteUrl,
  remoteBaseToken: config.output.publicPath,
  readAsset: (file) => readFileSync(path.join(dist, file)),
  fonts: {
    heading: fontFile('@fontsource/lora/files/lora-latin-700-normal.woff2'),
    body: fontFile('@fontsource/nunito/files/nunito-latin-700-normal.woff2'),
  },
});

// The HTML must name exactly the files the browser build shipped, or the browser's copy differs.
const token = config.output.publicPath;
for (const { path: file, html } of fragments) {
  for (const [url] of html.matchAll(new RegExp(`${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^"'\\s)]+`, 'g'))) {
    const asset = decodeURIComponent(url.slice(token.length).replace(/&amp;/g, '&'));
    if (!existsSync(path.join(dist, asset))) throw new Error(`${file} refers to ${asset}, which the browser build did not write`);
  }
}

rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
const write = (file, contents) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), contents);
};
for (const { path: file, html } of fragments) write(file, html);
for (const { path: file, svg } of images) write(file, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());

// A copy of this build's manifest under a name of its own: a server that sends this HTML points
// the browser at it, so the scripts that take the page over are the ones that rendered it.
const manifest = readFileSync(path.join(dist, 'mf-manifest.json'));
const manifestSha256 = createHash('sha256').update(manifest).digest('hex');
const pinnedManifest = `mf-manifest.${manifestSha256.slice(0, 16)}.json`;
write(pinnedManifest, manifest);

// Each route's stylesheets, from the browser build (scripts/webpack/routeStylesheets.js).
const routeStylesheets = JSON.parse(readFileSync(path.join(dist, 'route-stylesheets.json'), 'utf8'));
if (routeStylesheets.length !== table.routes.length) {
  throw new Error(`route-stylesheets.json lists ${routeStylesheets.length} routes, routes.tsx has ${table.routes.length}`);
}
const { format, remote, routes, ...rest } = table;
const build = { manifest: 'mf-manifest.json', manifestSha256, pinnedManifest };
const styledRoutes = routes.map((route, index) => ({ ...route, stylesheets: routeStylesheets[index] }));
write('pages/pages.json', JSON.stringify({ format, remote, build, ...rest, routes: styledRoutes }, null, 2) + '\n');

const urls = table.routes.reduce((count, route) => count + route.pages.length + (route.notFound ? 1 : 0), 0);
console.log(
  `pages: ${urls} URLs, ${fragments.length} fragments, ${images.length} preview images for ${siteUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

/**
 * After the shell's webpack build: renders the frame (top bar, header, the loading page with the
 * banner art, footer) into dist/index.html, with the shell's styles inlined, so the browser paints
 * the site before any JavaScript has arrived. The office's frame (no shop header or footer,
 * docs/decisions/office-frame.md) goes the same way into the file its server reads for private areas. The app hydrates that markup (keeps its elements),
 * so nothing moves and nothing is built twice. (The remotes' pages still come at run time: the
 * shell knows nothing of them at build time.)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { fallbackFontFaces, publishFonts } from './frame/fonts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'shell', 'dist');
// Inside the repository, so the bundle's packages resolve from its node_modules.
const bundleFile = path.join(root, 'node_modules', '.cache', 'terra-verde', 'prerender-frame.cjs');

mkdirSync(path.dirname(bundleFile), { recursive: true });
await build({
  // The shell's prerendering, and how shared strips a stylesheet inlined in a page, as the shell's server does.
  stdin: {
    contents:
      "export * from './shell/src/prerenderFrame';\nexport { withoutSourceMap } from './shared/src/pages/inlineCss';\nexport { FRAME_FILES } from './shared/src/pages/frameFiles';",
    resolveDir: root,
    sourcefile: 'prerender-frame-entry.ts',
    loader: 'ts',
  },
  outfile: bundleFile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  jsx: 'automatic',
  packages: 'external',
  alias: { shared: path.join(root, 'shared'), contract: path.join(root, 'contract') },
  loader: { '.svg': 'empty' },
  // Styles, the packages' too, come from the webpack build below, not from this bundle.
  plugins: [
    {
      // Packages stay out of the bundle, but as the importing file finds them: contract's zod is
      // its own, not the root's one that Node would find next to the bundle.
      name: 'packages-where-their-importer-finds-them',
      setup(bundler) {
        bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier, resolveDir }) => {
          if (/^(node:|(shared|contract)(\/|$))/.test(specifier)) return undefined;
          return { path: createRequire(path.join(resolveDir, 'importer.js')).resolve(specifier), external: true };
        });
      },
    },
    {
      name: 'no-css',
      setup(bundler) {
        bundler.onResolve({ filter: /\.css$/ }, ({ path: file }) => ({ path: file, namespace: 'no-css' }));
        bundler.onLoad({ filter: /.*/, namespace: 'no-css' }, () => ({ contents: '', loader: 'js' }));
      },
    },
  ],
  logLevel: 'warning',
});
const { prerenderFrame, prerenderShellPages, EARLY_CLICKS_SCRIPT, withoutSourceMap, FRAME_FILES } = createRequire(import.meta.url)(
  bundleFile,
);

/** A start-up module of the shell, bundled into the text of an inline script. */
async function inlineScript(file, define = {}) {
  const bundled = await build({
    entryPoints: [path.join(root, 'shell', 'src', 'startup', file)],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    minify: true,
    target: 'es2020',
    define,
    alias: { shared: path.join(root, 'shared', 'src', 'index.ts'), contract: path.join(root, 'contract', 'src', 'index.ts') },
    loader: { '.css': 'empty', '.svg': 'empty' },
    logLevel: 'warning',
  });
  return bundled.outputFiles[0].text.trim();
}

// Runs right after the painted frame, before the first paint: the header's cart count from storage.
const storedCartCountScript = await inlineScript('paintStoredCartCount.ts');

// The styles the frame needs, from the build: chunk CSS refers to fonts and assets relative to
// css/, which from index.html are at the site's root. Each file's data-href tells webpack's CSS
// loader the chunk's styles are already on the page, so it does not fetch and insert them again.
// Two chunks can carry the same styles (shared's, once as the shared module and once as its
// fallback): the text is inlined once, the other file only marked as present.
const cssDir = path.join(dist, 'css');
const styleFiles = readdirSync(cssDir).filter((file) => file.endsWith('.css'));
const inlined = new Set();
const css = styleFiles
  .map((file) => {
    const text = withoutSourceMap(readFileSync(path.join(cssDir, file), 'utf8')).replaceAll('url(../', 'url(/');
    const first = !inlined.has(text);
    inlined.add(text);
    return `<style data-href="css/${file}">${first ? text : ''}</style>`;
  })
  .join('');

// The fonts load after the first paint (../shell/src/startup/afterFirstPaint.ts); until then the
// text is set in local fonts with the brand fonts' metrics.
const fontFaces = publishFonts(dist);
const fallbackFonts = `<style>${await fallbackFontFaces()}</style>`;

const indexFile = path.join(dist, 'index.html');
const html = readFileSync(indexFile, 'utf8');
// html-webpack-plugin minifies the template: <div id=root></div>.
const emptyRoot = /<div id="?root"?><\/div>/;
if (!emptyRoot.test(html)) throw new Error('prerender-frame: index.html has no empty #root to fill');
const mainScript = /<script defer(?:="?defer"?)? src="?([^" >]+)"?><\/script>/;
const mainMatch = mainScript.exec(html);
if (!mainMatch) throw new Error('prerender-frame: index.html has no deferred main script');
const afterFirstPaintScript = await inlineScript('afterFirstPaint.ts', {
  MAIN_SCRIPT: JSON.stringify(mainMatch[1]),
  FONT_FACES: JSON.stringify(fontFaces),
});

/** A frame's page: its markup in #root, with the same head and scripts; the office's has no cart count to paint. */
const framePage = (kind) =>
  html
    .replace(mainMatch[0], '')
    .replace('</head>', () => `${fallbackFonts}${css}<script>${EARLY_CLICKS_SCRIPT}</script></head>`)
    .replace(
      emptyRoot,
      () =>
        `<div id="root">${prerenderFrame(kind)}</div>${kind === 'site' ? `<script>${storedCartCountScript}</script>` : ''}<script>${afterFirstPaintScript}</script>`,
    );
const pages = Object.keys(FRAME_FILES).map((kind) => ({ kind, file: path.join(dist, FRAME_FILES[kind]), html: framePage(kind) }));
for (const page of pages) {
  mkdirSync(path.dirname(page.file), { recursive: true });
  writeFileSync(page.file, page.html);
}

// The Content-Security-Policy allows inline code by hash only (site-server/src/middleware/contentSecurityPolicy.ts):
// each inline script and style of either frame's page, and the stylesheet react-toastify inserts at
// run time (the text of its ReactToastify.css). An inline style attribute would need 'unsafe-hashes': refused.
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const inlineScripts = new Set();
const inlineStyles = new Set();
for (const { kind, html: page } of pages) {
  for (const match of page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) inlineScripts.add(match[1]);
  for (const match of page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) inlineStyles.add(match[1]);
  const elements = page.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '');
  if (/<[^>]+\sstyle=/.test(elements))
    throw new Error(
      `prerender-frame: the ${kind} frame has a style attribute, which the Content-Security-Policy refuses; style it with a class`,
    );
}
const toastStyles = readFileSync(createRequire(import.meta.url).resolve('react-toastify/ReactToastify.css'), 'utf8');
writeFileSync(
  path.join(dist, 'csp-hashes.json'),
  `${JSON.stringify({ 'script-src': [...inlineScripts].map(sha256), 'style-src': [...inlineStyles, toastStyles].map(sha256) }, null, 2)}\n`,
);
// The shell's own pages, for its server: the 404 page and the "temporarily unavailable" pages.
const { SHELL } = createRequire(import.meta.url)('./topology.cjs');
const siteUrl = (process.env.SITE_URL || `http://localhost:${SHELL.port}`).replace(/\/+$/, '');
mkdirSync(path.join(dist, 'pages'), { recursive: true });
writeFileSync(path.join(dist, 'pages', 'shell.json'), `${JSON.stringify(prerenderShellPages(siteUrl), null, 2)}\n`);

const kilobytes = (text) => `${(text.length / 1024).toFixed(1)} KB`;
console.log(
  `prerender-frame: ${pages.map(({ kind, html: page }) => `${FRAME_FILES[kind]} (${kilobytes(page)})`).join(' and ')} paint their frame before JavaScript, ${kilobytes(css)} of it CSS`,
);

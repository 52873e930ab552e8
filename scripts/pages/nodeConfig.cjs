/**
 * The Node build of a remote's pages, derived from the remote's own webpack configuration so
 * its modules go through the same loaders and its assets get the same hashed names as in the
 * browser build: an image in a page's HTML is the file the browser build shipped
 * (docs/architecture.md#pages-rendered-at-build).
 */
const path = require('path');
const webpack = require('webpack');

/**
 * Stands for the remote's address in the HTML and heads it renders (a URL that can never be
 * fetched: .invalid is reserved). pages.json names it; the composing server replaces it.
 */
const REMOTE_BASE_TOKEN = 'https://remote-base.invalid/';

/** npm packages stay outside the bundle and are required from node_modules at build time. */
function externalPackages({ context, request, getResolve }, callback) {
  const bare = request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('!');
  const packageName = bare
    ? request
        .split('/')
        .slice(0, request.startsWith('@') ? 2 : 1)
        .join('/')
    : '';
  // `shared` and `contract` are TypeScript sources: they go through the loaders. zod is bundled as
  // well: the contract imports it from its own node_modules, and the copy Node would find from the
  // bundle's folder is an older one a tool hoisted to the root.
  if (!bare || ['shared', 'contract', 'zod'].includes(packageName)) return callback();
  // So does a package's stylesheet (`swiper/css`), which Node cannot require.
  return getResolve()(context, request, (error, resolved) =>
    error || !resolved || resolved.endsWith('.css') ? callback() : callback(null, `commonjs ${request}`),
  );
}

/** The browser build's CSS rule, for Node: modules keep their CSS imports, which export nothing. */
function cssForNode(rule) {
  if (!String(rule.test).includes('css')) return rule;
  return { test: rule.test, loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } };
}

/**
 * @param {import('webpack').Configuration} client the remote's production configuration
 * @param {{ entry: string, outputDir: string }} options
 */
module.exports = function nodeConfig(client, { entry, outputDir }) {
  return {
    mode: 'production',
    target: 'node20',
    context: client.context,
    entry: { prerender: entry },
    devtool: false,
    output: {
      path: outputDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // The page's assets, on whatever origin the remote is deployed to: the composing server
      // puts the remote's address in place of this token.
      publicPath: REMOTE_BASE_TOKEN,
      assetModuleFilename: client.output.assetModuleFilename,
      clean: true,
    },
    resolve: client.resolve,
    externals: [externalPackages],
    module: { ...client.module, rules: client.module.rules.map(cssForNode) },
    plugins: [
      // Every page's code in the one file: dynamic imports of pages need no chunk loading here.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};

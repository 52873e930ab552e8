/**
 * One webpack configuration for every federated package, so the shell and the four remotes
 * build, share and serve the same way. A package's identity (federation name, port, title) comes
 * from the topology (contract/src/topology.ts) by its package name; its webpack.config.js only
 * names what the topology does not: its exposed modules, or the host's runtime plugins.
 */
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, FACADES, FACADE_SOURCES } = require('./sharedSingletons');
const { CheckFacadeImportsPlugin } = require('./checkFacadeImports');
const { ProvideFederationRuntimePlugin } = require('./provideFederationRuntime');
const { CompileHintsPlugin } = require('./compileHints');
const { NoBuildMachinePathsPlugin } = require('./noBuildMachinePaths');
const { RemotesJsonPlugin } = require('./remotesJson');
const { RouteStylesheetsPlugin } = require('./routeStylesheets');
const { pureModuleValues } = require('./pureModuleValues');
const { REMOTES, SHELL, CHECKOUT_SERVICE } = require('../topology.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
const sharedAssets = path.join(repoRoot, 'shared', 'assets');
const contractSource = path.join(repoRoot, 'contract', 'src') + path.sep;

/** The package's entry in the topology: the shell, or one of the remotes. */
function identityOf(packageDir) {
  const packageName = require(path.join(packageDir, 'package.json')).name;
  if (packageName === SHELL.package) return { name: SHELL.name, port: SHELL.port, title: SHELL.title };
  const remote = REMOTES.find((candidate) => candidate.package === packageName);
  if (!remote) throw new Error(`${packageName} is not in contract/src/topology.ts: add it there first.`);
  return { name: remote.name, port: remote.port, title: remote.standaloneTitle };
}

/**
 * @param {object} options
 * @param {string} options.packageDir   absolute folder of the package being built
 * @param {string} [options.entry]                   the entry module (default ./src/index.ts)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {string[]} [options.runtimePlugins]        the host's federation runtime plugins, all of them, in order
 */
module.exports = function createConfig(options) {
  const { packageDir, entry = './src/index.ts', exposes, runtimePlugins = [] } = options;
  const { name, port, title } = identityOf(packageDir);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(exposes);
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry: { main: entry },
      // Production maps stay in dist for error reports but are never public: no sourceMappingURL
      // names them, and the site's servers answer 404 for them (site-server/src/middleware/privatePaths.ts).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(packageDir, 'dist'),
        // 'auto' lets a remote find its own chunks wherever its remoteEntry.js is served from.
        publicPath: 'auto',
        uniqueName: name,
        // Chunks and stylesheets of another origin (a remote's) are fetched with CORS, which every
        // host sends: their errors are then reported in full and their CSS rules can be read.
        crossOriginLoading: 'anonymous',
        filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
        // Hashed in development too: two shared-library chunks can get the same id there.
        chunkFilename: 'js/[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: FACADE_SOURCES },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            // Type checking is `npm run typecheck`; the build only transpiles, which keeps it fast.
            options: {
              transpileOnly: true,
              configFile: path.join(packageDir, 'tsconfig.json'),
              // contract's module-level values are schemas and tables: a page keeps only those it uses.
              getCustomTransformers: () => ({ before: [pureModuleValues((file) => file.startsWith(contractSource))] }),
            },
            exclude: /node_modules/,
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(svg|png|webp|jpe?g)$/i, type: 'asset/resource' },
          { test: /\.(woff2?)$/i, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:10][ext]' } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          shared: sharedSingletons({ host: !isRemote, context: packageDir }),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // Remotes use the shell's federation runtime core (see provideFederationRuntime.js).
          // target 'web' drops the runtime's Node.js script loader from the browser's bundles.
          experiments: { ...(isRemote ? { externalRuntime: true } : {}), optimization: { target: 'web' } },
        }),
        ...(isRemote
          ? [new ProvideFederationRuntimePlugin(), ...(production ? [new RouteStylesheetsPlugin()] : [])]
          : [new RemotesJsonPlugin(REMOTES)]),
        new CheckFacadeImportsPlugin(FACADES),
        ...(production ? [new CompileHintsPlugin(), new NoBuildMachinePathsPlugin()] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          // Absolute, so deep links such as /product/x load /js/main.js rather than /product/js/main.js.
          publicPath: '/',
          templateParameters: { title },
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        new CopyPlugin({ patterns: [{ from: sharedAssets, to: 'assets' }, ...publicFolder(packageDir)] }),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:10].css', chunkFilename: 'css/[name].[contenthash:10].css' })]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // '...' keeps webpack's own JavaScript minifier; the styles are minified too, since the
        // frame and every composed page carry theirs inline (docs/decisions/minify-css.md).
        minimizer: ['...', new CssMinimizerPlugin()],
        ...(production && !isRemote
          ? { splitChunks: { cacheGroups: { startupReactDom: STARTUP_REACT_DOM, startupLibraries: STARTUP_LIBRARIES } } }
          : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://localhost:${CHECKOUT_SERVICE.port}` }],
        client: { overlay: { warnings: false } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
};

/**
 * The shell starts every page with the same libraries (React, the router, RxJS, shared and the
 * parts of contract it uses).
 * As one chunk they are one request and one script to insert rather than ten, which on a phone
 * was most of the start-up's longest task. Swiper and the lightbox stay apart: few pages use them;
 * so do the toasts, which come with a page's first message (shared/src/toast.ts).
 */
const STARTUP_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|rxjs|tslib|clsx|react-icons|react-paginate|cookie|set-cookie-parser)[\\/]/;
/** React DOM alone is half of them: as a second script it is compiled in a task of its own. */
const STARTUP_REACT_DOM = {
  name: 'startup-react-dom',
  chunks: 'async',
  enforce: true,
  priority: 10,
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
};
const STARTUP_LIBRARIES = {
  name: 'startup-libraries',
  chunks: 'async',
  enforce: true,
  test: (module) => {
    const file = module.resource ?? '';
    const facade = file.includes(`${path.sep}sharedFacades${path.sep}`) && !file.includes('swiper');
    const workspaceSource = ['shared', 'contract'].some((name) => file.startsWith(path.join(repoRoot, name, 'src')));
    return STARTUP_PACKAGES.test(file) || facade || workspaceSource;
  },
};

function publicFolder(packageDir) {
  const dir = path.join(packageDir, 'public');
  return require('fs').existsSync(dir) ? [{ from: dir, to: '.' }] : [];
}

/**
 * A remote's own webpack config, built into another folder as a deployable variant (see
 * routesVariantLoader.cjs). Run from the remote's package folder. Environment: VARIANT_OUTPUT
 * (required), VARIANT_STAMP, VARIANT_SUPPORTED_SHELL (e.g. "2"), VARIANT_CACHE (webpack cache
 * folder shared by variants, so the second build only recompiles routes.tsx).
 */
const path = require('path');

const remoteDir = process.cwd();
const remoteConfig = require(path.join(remoteDir, 'webpack.config.js'));

module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  const output = process.env.VARIANT_OUTPUT;
  if (!output) throw new Error('VARIANT_OUTPUT must name the folder to build into');
  return {
    ...config,
    // Source maps and minifying are not what deployment tests look at, and skipping them makes
    // each build several times faster; file names are still content hashes.
    devtool: false,
    optimization: { ...config.optimization, minimize: false },
    output: { ...config.output, path: output },
    cache: process.env.VARIANT_CACHE
      ? {
          type: 'filesystem',
          cacheDirectory: process.env.VARIANT_CACHE,
          buildDependencies: { config: [__filename, path.join(__dirname, 'routesVariantLoader.cjs')] },
        }
      : false,
    module: {
      ...config.module,
      rules: [
        {
          test: path.join(remoteDir, 'src', 'routes.tsx'),
          enforce: 'pre',
          loader: path.join(__dirname, 'routesVariantLoader.cjs'),
          options: { stamp: process.env.VARIANT_STAMP ?? '', supportedShell: process.env.VARIANT_SUPPORTED_SHELL ?? '' },
        },
        ...config.module.rules,
      ],
    },
  };
};

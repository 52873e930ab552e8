/**
 * A remote's remoteEntry.js leaves out the Module Federation runtime core (~56 KB minified) and
 * uses the one the shell already loaded (experiments.externalRuntime on the remote,
 * provideExternalRuntime on the shell), so a page does not download and run it once per remote.
 *
 * A remote running alone has no shell to provide it: this plugin emits the core as a small
 * hashed script and puts it before the remote's own entry in its index.html.
 */
const { createHash } = require('crypto');
const path = require('path');
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const { GLOBAL_NAME } = require('./runtimeCoreGlobal');
const repoRoot = path.resolve(__dirname, '..', '..');

let bundled;
function runtimeCoreScript() {
  bundled ??= esbuild.buildSync({
    stdin: { contents: `import * as core from '@module-federation/runtime-core'; globalThis.${GLOBAL_NAME} = core;`, resolveDir: repoRoot },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  }).outputFiles[0].text;
  return bundled;
}

class ProvideFederationRuntimePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ProvideFederationRuntimePlugin', (compilation) => {
      const code = runtimeCoreScript();
      const file = `js/federation-runtime.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
      compilation.hooks.processAssets.tap(
        { name: 'ProvideFederationRuntimePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(file, new sources.RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ProvideFederationRuntimePlugin', (groups) => {
        const tag = {
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'ProvideFederationRuntimePlugin' },
          attributes: { defer: true, src: `${groups.publicPath}${file}` },
        };
        // Deferred scripts run in document order: the core must be there before main.js runs.
        const group = groups.headTags.some((t) => t.tagName === 'script') ? groups.headTags : groups.bodyTags;
        group.splice(
          group.findIndex((t) => t.tagName === 'script'),
          0,
          tag,
        );
        return groups;
      });
    });
  }
}

module.exports = { ProvideFederationRuntimePlugin };

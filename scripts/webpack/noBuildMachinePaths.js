const path = require('path');
const { Compilation, WebpackError, sources } = require('webpack');

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * A served file must not tell the world where the build ran. Source maps keep their sources
 * (webpack:// names, relative already), but the code webpack and module federation generate
 * imports by absolute path, and that code is in the maps' sourcesContent: in maps, the
 * repository's path is cut down to paths relative to it. Any other emitted file that holds the
 * path fails the build, so the leak is fixed where it starts.
 */
class NoBuildMachinePathsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NoBuildMachinePathsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NoBuildMachinePathsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [file, asset] of Object.entries(assets)) {
            const text = asset.source().toString();
            if (!text.includes(repoRoot)) continue;
            if (file.endsWith('.map')) {
              const relative = text.replaceAll(JSON.stringify(`${repoRoot}${path.sep}`).slice(1, -1), '').replaceAll(repoRoot, '.');
              compilation.updateAsset(file, new sources.RawSource(relative));
            } else {
              compilation.errors.push(new WebpackError(`${file} holds the build machine's path ${repoRoot}; served files must not.`));
            }
          }
        },
      );
    });
  }
}

module.exports = { NoBuildMachinePathsPlugin };

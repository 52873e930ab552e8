/**
 * The host's /remotes.json, written at build from the topology: where each remote's manifest is
 * served under `npm start`, and no QA overrides (docs/architecture.md#run-time-remote-configuration).
 * A host replaces this one file per environment; nothing else in the build names a remote's address.
 */
const { sources, Compilation } = require('webpack');

class RemotesJsonPlugin {
  /** @param {ReadonlyArray<{ name: string, port: number }>} remotes */
  constructor(remotes) {
    const config = {
      remotes: Object.fromEntries(remotes.map(({ name, port }) => [name, { entry: `http://localhost:${port}/mf-manifest.json` }])),
      overrideOrigins: [],
    };
    this.json = `${JSON.stringify(config, null, 2)}\n`;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotesJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('remotes.json', new sources.RawSource(this.json));
      });
    });
  }
}

module.exports = { RemotesJsonPlugin };

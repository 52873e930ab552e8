const path = require('path');
const createConfig = require('../scripts/webpack/createConfig');

/**
 * The shell's federation runtime plugins, all of them, in the order they run; one concern each
 * (docs/architecture.md#federation-runtime-plugins). Name, port and title come from the topology.
 */
const RUNTIME_PLUGINS = ['provideRuntimeCore.js', 'remoteFailure.ts', 'shortTasks.ts'];

module.exports = createConfig({
  packageDir: __dirname,
  // The start-up has a folder of its own: shell/src/startup/README.md.
  entry: './src/startup/index.ts',
  runtimePlugins: RUNTIME_PLUGINS.map((file) => path.join(__dirname, 'src/federation/runtimePlugins', file)),
});

const createConfig = require('../scripts/webpack/createConfig');

// Name, port and title come from contract/src/topology.ts.
module.exports = createConfig({ packageDir: __dirname, exposes: { './routes': './src/routes.tsx' } });

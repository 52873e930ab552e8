const createConfig = require('../scripts/webpack/createConfig');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'farm_content',
  port: 3003,
  title: 'Terra Verde Farm Pages',
  exposes: { './routes': './src/routes.tsx' },
});

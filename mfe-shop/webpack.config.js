const createConfig = require('../scripts/webpack/createConfig');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'shop',
  port: 3001,
  title: 'Terra Verde Shop',
  exposes: { './routes': './src/routes.tsx' },
});

const createConfig = require('../scripts/webpack/createConfig');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'checkout',
  port: 3004,
  title: 'Terra Verde Checkout',
  exposes: { './routes': './src/routes.tsx' },
});

const createConfig = require('../scripts/webpack/createConfig');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'blog',
  port: 3002,
  title: 'Terra Verde Blog',
  exposes: { './routes': './src/routes.tsx' },
});

const path = require('path');
const createConfig = require('../scripts/webpack/createConfig');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Terra Verde | Fresh Organic Farm Produce',
  runtimePlugins: [path.join(__dirname, 'src/federation/remoteFailurePlugin.ts'), path.join(__dirname, 'src/federation/shortTasksPlugin.ts')],
});

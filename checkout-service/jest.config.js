const path = require('path');

module.exports = {
  ...require('../scripts/jest.base')({ environment: 'node' }),
  // The store's tests run on PostgreSQL as well as PGlite: one throwaway cluster per run.
  globalSetup: path.join(__dirname, 'test/support/postgres/setup.js'),
  globalTeardown: path.join(__dirname, 'test/support/postgres/teardown.js'),
};

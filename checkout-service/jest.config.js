const path = require('path');

module.exports = {
  ...require('../scripts/jest.base')({ environment: 'node' }),
  // The store's tests run on PostgreSQL as well as PGlite: one throwaway cluster per run.
  globalSetup: path.join(__dirname, 'test/support/postgres/setup.js'),
  globalTeardown: path.join(__dirname, 'test/support/postgres/teardown.js'),
  // Most tests open a real order store (PGlite's WASM engine, or a PostgreSQL database) and run
  // the migrations: about a second when the machine is idle, several on a busy 2-core CI runner,
  // past jest's 5 s default. A test that hangs still fails, after 30 s.
  testTimeout: 30_000,
};

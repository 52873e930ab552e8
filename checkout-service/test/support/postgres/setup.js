/** jest globalSetup: one PostgreSQL cluster for the whole run; each suite makes its own databases in it. */
const { startCluster } = require('./cluster');

module.exports = async function startPostgres() {
  globalThis.__terraVerdePostgres = await startCluster();
  // The test workers are started after this and inherit the variable.
  process.env.TEST_POSTGRES_URL = globalThis.__terraVerdePostgres.url;
};

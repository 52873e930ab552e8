/** jest globalTeardown: the cluster of setup.js, stopped and deleted. */
const { stopCluster } = require('./cluster');

module.exports = async function stopPostgres() {
  if (globalThis.__terraVerdePostgres) stopCluster(globalThis.__terraVerdePostgres);
};

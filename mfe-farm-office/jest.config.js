// Times show in the browser's zone; the tests read them in UTC, wherever they run.
process.env.TZ = 'UTC';

module.exports = require('../scripts/jest.base')();

module.exports = require('../scripts/jest.base')({ environment: 'node' });

/** TypeScript through ts-jest, `shared` from its sources: the repository's jest setup, in Node. */
module.exports = require('../scripts/jest.base')({ environment: 'node' });

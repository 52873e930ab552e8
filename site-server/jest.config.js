/** The servers are plain ES modules: jest runs them natively (see the package's test script), untransformed. */
module.exports = {
  testEnvironment: 'node',
  transform: {},
  moduleFileExtensions: ['mjs', 'js', 'json'],
  testMatch: ['<rootDir>/test/**/*.test.mjs'],
};

/**
 * The jest setup every package extends: TypeScript through ts-jest, CSS and images stubbed,
 * and `shared` read from its sources.
 */
const path = require('path');

module.exports = function jestConfig({ environment = 'jsdom' } = {}) {
  return {
    testEnvironment: environment,
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', esModuleInterop: true, isolatedModules: true }, diagnostics: false }],
    },
    moduleNameMapper: {
      // Stylesheets, Swiper's subpath ones (`swiper/css/pagination`) too.
      '\\.css$|^swiper/css': path.join(__dirname, 'jest', 'styleStub.js'),
      '\\.(svg|png|webp|jpe?g|woff2?)$': path.join(__dirname, 'jest', 'fileStub.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest', 'setupDom.js')] : [],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    // react-icons, swiper and friends ship ESM; let ts-jest's CommonJS output require them through babel-free interop.
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  };
};

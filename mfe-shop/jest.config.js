const base = require('../scripts/jest.base')();

// Swiper ships ES modules only, and the product slides page imports it: its prerender tests render that page.
module.exports = {
  ...base,
  transform: { ...base.transform, '[\\\\/]swiper[\\\\/].+\\.mjs$': ['ts-jest', { tsconfig: { allowJs: true }, diagnostics: false }] },
};

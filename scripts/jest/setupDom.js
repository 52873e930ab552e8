require('@testing-library/jest-dom');
// jsdom lacks TextEncoder, which react-router needs at import time.
const util = require('util');
Object.assign(global, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// jsdom lacks these browser APIs that components use.
window.scrollTo = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  });
}
if (!window.IntersectionObserver) {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}

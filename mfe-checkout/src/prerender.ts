/**
 * The checkout's pages at build time (docs/architecture.md#pages-rendered-at-build), rendered
 * through its own routes into dist/pages/. They depend on the visitor's cart and payment, so
 * their HTML is what a visitor without either sees first.
 */
import { productImageUrl, products } from 'contract';
import { definePrerender } from 'shared/src/pages/renderPages';
import routes from './routes';

export default definePrerender({
  remote: 'checkout',
  routes,
  areaImage: {
    name: 'checkout',
    title: 'Pay securely for your organic produce',
    kicker: 'Terra Verde checkout',
    picture: productImageUrl(products[0].thumb),
  },
  routeSpecs: {
    '/checkout': { pages: [{ url: '/checkout' }] },
    // Reached from the payment page with ?session_id=…: that page asks the service, in the browser.
    '/checkout/success': { query: { session_id: null }, pages: [{ url: '/checkout/success' }] },
    '/checkout/cancel': { pages: [{ url: '/checkout/cancel' }] },
    // A secret address per order: one page, its loading state, for every token (noindex); the
    // browser asks the service, and says so when a link is not valid.
    '/checkout/order/:token': { private: true, pages: [{ url: '/checkout/order/order-link' }] },
  },
});

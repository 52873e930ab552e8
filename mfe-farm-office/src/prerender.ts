/**
 * The office's pages at build time (docs/architecture.md#pages-rendered-at-build). They are behind
 * staff sign-in, and the topology marks the office private (docs/architecture.md#private-areas):
 * each route has one page, the sign-in as anyone sees it before the service says who they are,
 * which the shell's server sends for every URL of the route, whatever the order number, message or filters.
 */
import { productImageUrl, products } from 'contract';
import { definePrerender } from 'shared/src/pages/renderPages';
import { OFFICE_PATHS } from './data/officePaths';
import routes from './routes';

export default definePrerender({
  remote: 'farm_office',
  routes,
  areaImage: { name: 'office', title: 'The farm office', kicker: 'Terra Verde staff', picture: productImageUrl(products[0].thumb) },
  routeSpecs: {
    [OFFICE_PATHS.orders]: { pages: [{ url: OFFICE_PATHS.orders }] },
    // Any number: before sign-in the page shows the sign-in only, the same for every order.
    [OFFICE_PATHS.order]: { pages: [{ url: '/office/orders/TV-00000000' }] },
    [OFFICE_PATHS.packing]: { pages: [{ url: OFFICE_PATHS.packing }] },
    [OFFICE_PATHS.holds]: { pages: [{ url: OFFICE_PATHS.holds }] },
    [OFFICE_PATHS.products]: { pages: [{ url: OFFICE_PATHS.products }] },
    [OFFICE_PATHS.delivery]: { pages: [{ url: OFFICE_PATHS.delivery }] },
    [OFFICE_PATHS.vitals]: { pages: [{ url: OFFICE_PATHS.vitals }] },
    [OFFICE_PATHS.inbox]: { pages: [{ url: OFFICE_PATHS.inbox }] },
    // Any id, as for an order: the sign-in only.
    [OFFICE_PATHS.message]: { pages: [{ url: '/office/inbox/00000000-0000-0000-0000-000000000000' }] },
    [OFFICE_PATHS.boxRequests]: { pages: [{ url: OFFICE_PATHS.boxRequests }] },
    [OFFICE_PATHS.subscribers]: { pages: [{ url: OFFICE_PATHS.subscribers }] },
    [OFFICE_PATHS.comments]: { pages: [{ url: OFFICE_PATHS.comments }] },
    [OFFICE_PATHS.privacy]: { pages: [{ url: OFFICE_PATHS.privacy }] },
  },
});

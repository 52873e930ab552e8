import { startStandalone } from 'shared';
import { OFFICE_PATHS } from './data/officePaths';
import routesModule from './routes';
// Alone, without the shell's frame (which loads them after its first paint), the page loads the fonts itself.
import 'shared/src/styles/fonts';

/** Runs this remote alone, without the shell, for its team's day-to-day work (the dev server sends /api to the service). */
startStandalone('farm_office', routesModule, [
  { label: 'Orders', to: OFFICE_PATHS.orders },
  { label: 'Packing', to: OFFICE_PATHS.packing },
  { label: 'Products', to: OFFICE_PATHS.products },
  { label: 'Delivery', to: OFFICE_PATHS.delivery },
  { label: 'Inbox', to: OFFICE_PATHS.inbox },
  { label: 'Box requests', to: OFFICE_PATHS.boxRequests },
  { label: 'Subscribers', to: OFFICE_PATHS.subscribers },
  { label: 'Comments', to: OFFICE_PATHS.comments },
  { label: 'Privacy', to: OFFICE_PATHS.privacy },
]);

import { startStandalone } from 'shared';
import routesModule from './routes';
// Alone, without the shell's frame (which loads them after its first paint), the page loads the fonts itself.
import 'shared/src/styles/fonts';

/** Runs this remote alone, without the shell, for its team's day-to-day work. */
startStandalone('shop', routesModule, [
  { label: 'Shop', to: '/shop' },
  { label: 'Cart', to: '/cart' },
]);

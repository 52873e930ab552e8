import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from 'shared';
import routesModule from './routes';

/** Runs this remote alone, without the shell, for its team's day-to-day work. */
createRoot(document.getElementById('root')!).render(
  <StandaloneFrame name="Terra Verde Shop" module={routesModule} links={[{ label: 'Shop', to: '/shop' }, { label: 'Cart', to: '/cart' }]} />,
);

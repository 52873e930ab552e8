import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from 'shared';
import routesModule from './routes';

/** Runs this remote alone, without the shell, for its team's day-to-day work. */
createRoot(document.getElementById('root')!).render(
  <StandaloneFrame name="Terra Verde Blog" module={routesModule} links={[{ label: 'Blog', to: '/blog-standard' }, { label: 'With sidebar', to: '/blog-with-sidebar' }]} />,
);

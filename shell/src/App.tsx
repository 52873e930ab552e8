import { BrowserRouter } from 'react-router-dom';
import { Frame } from './layout/Frame';
import { HydrationBoundary } from './startup/hydration';
import { ScrollToTopOnNavigate } from './layout/ScrollToTopOnNavigate';
import { SiteRoutes } from './routing/SiteRoutes';

export function App() {
  return (
    <BrowserRouter>
      <Site />
    </BrowserRouter>
  );
}

/**
 * The site inside its router. The build prerenders this same tree into index.html
 * (prerenderFrame.tsx), which the app then hydrates: the same components in the same places
 * give the same markup and the same generated ids.
 */
export function Site() {
  return (
    <HydrationBoundary>
      <ScrollToTopOnNavigate />
      <Frame>
        <SiteRoutes />
      </Frame>
    </HydrationBoundary>
  );
}

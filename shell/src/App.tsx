import { BrowserRouter, useLocation } from 'react-router-dom';
import { frameKindOf } from 'shared';
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
 * give the same markup and the same generated ids. The frame is the one the path's area shows,
 * as the shell's server chose it for the HTML (docs/decisions/office-frame.md).
 */
export function Site() {
  const { pathname } = useLocation();
  return (
    <HydrationBoundary>
      <ScrollToTopOnNavigate />
      <Frame kind={frameKindOf(pathname)}>
        <SiteRoutes />
      </Frame>
    </HydrationBoundary>
  );
}

import { BrowserRouter } from 'react-router-dom';
import { Frame } from './layout/Frame';
import { ScrollToTopOnNavigate } from './layout/ScrollToTopOnNavigate';
import { SiteRoutes } from './routing/SiteRoutes';

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTopOnNavigate />
      <Frame>
        <SiteRoutes />
      </Frame>
    </BrowserRouter>
  );
}

import { useLocation } from 'react-router-dom';
import { FALLBACK_AREA, ROUTE_AREAS } from '../data/routeAreas';
import { findArea } from './findArea';
import { RemoteArea } from './RemoteArea';

/** Hands each path to the remote that owns it; each remote's catch-all route is the 404 page. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const remote = findArea(pathname, ROUTE_AREAS, FALLBACK_AREA);
  return <RemoteArea key={remote} remote={remote} />;
}

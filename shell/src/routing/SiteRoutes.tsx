import { useLocation } from 'react-router-dom';
import { ROUTE_AREAS } from '../data/routeAreas';
import { findArea } from './findArea';
import { NotFoundPage } from './NotFoundPage';
import { RemoteArea } from './RemoteArea';

/** Hands each path to the remote that owns it. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const remote = findArea(pathname, ROUTE_AREAS);
  return remote ? <RemoteArea key={remote} remote={remote} /> : <NotFoundPage />;
}

import { matchPath } from 'react-router-dom';
import { areaOf } from 'shared';
import { loadRemoteRoutes } from '../federation/remotes';

/**
 * Starts downloading the remote that owns a path and the chunk of its matching page. Rendering
 * asks for the same modules later and gets them from the cache; a failure here is reported
 * there, where the shopper sees it, so it is ignored here.
 */
export function preloadPage(pathname: string): void {
  loadRemoteRoutes(areaOf(pathname))
    .then((module) => module.routes.find(({ path }) => matchPath({ path, end: true }, pathname))?.load())
    .catch(() => undefined);
}

import { REMOTES, type RemoteName } from 'shared';

/**
 * Which remote owns which paths, from the topology (docs/architecture.md#route-ownership).
 * Patterns are react-router paths, plus `/prefix-*` for "every path starting with /prefix-". The
 * fallback remote owns every other path, so a remote adds pages inside its own area without any
 * change here; a path no remote knows reaches the fallback area's catch-all route, which shows
 * the shell's 404 page.
 */
export const ROUTE_AREAS: Readonly<Partial<Record<RemoteName, readonly string[]>>> = Object.fromEntries(
  REMOTES.flatMap(({ name, area }) => (area === 'fallback' ? [] : [[name, area]])),
);

const fallbacks = REMOTES.filter(({ area }) => area === 'fallback');
if (fallbacks.length !== 1) throw new Error('The topology must give exactly one remote the fallback area.');
export const FALLBACK_AREA: RemoteName = fallbacks[0].name;

import { matchPath } from 'react-router-dom';
import { REMOTES, type RemoteName, type RemoteTopology } from 'contract';

/**
 * Which remote owns which paths, from the topology (docs/architecture.md#route-ownership). The
 * shell's router and the shell's server both ask here. Patterns are react-router paths, plus
 * `/prefix-*` for "every path starting with /prefix-". The fallback remote owns every other
 * path, so a remote adds pages inside its own area without any change to the shell; a path no
 * remote knows reaches the fallback area, whose routes do not take it: the shell's 404 page.
 */
const AREAS = REMOTES.flatMap(({ name, area }) =>
  area === 'fallback' ? [] : [{ name: name as RemoteName, patterns: area as readonly string[] }],
);

const fallbacks = REMOTES.filter(({ area }) => area === 'fallback');
if (fallbacks.length !== 1) throw new Error('The topology must give exactly one remote the fallback area.');
const FALLBACK_AREA: RemoteName = fallbacks[0].name;

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('-*')) return pathname.startsWith(pattern.slice(0, -1));
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}

/** The remote owning a path: the first area with a matching pattern, else the fallback area. */
export function areaOf(pathname: string): RemoteName {
  return AREAS.find(({ patterns }) => patterns.some((pattern) => matches(pattern, pathname)))?.name ?? FALLBACK_AREA;
}

const remotes: readonly RemoteTopology[] = REMOTES;

/**
 * Whether a remote's pages are behind staff sign-in (`private` in the topology): the shell's
 * server and the remote's page build read it (docs/architecture.md#private-areas).
 */
export const isPrivateRemote = (name: string): boolean => remotes.some((remote) => remote.name === name && remote.private === true);

/**
 * What robots.txt disallows for the private areas: each pattern's fixed start (`/office` for
 * `/office/*`, `/staff-` for `/staff-*`). A private fallback area would be the whole site: refused.
 */
export function privatePathPrefixes(): string[] {
  return remotes
    .filter((remote) => remote.private)
    .flatMap(({ name, area }) => {
      if (area === 'fallback')
        throw new Error(`The topology gives the private remote ${name} the fallback area: every page would be private.`);
      return area.map((pattern) => pattern.replace(/\/?\*$/, ''));
    });
}

/**
 * The frames the shell draws around a page: the shop's (top bar, header, footer) or the office's,
 * which leaves the bar to the office's own pages (docs/decisions/office-frame.md).
 */
export type FrameKind = 'site' | 'office';

/** Which frame an area's pages go in: a private area's is the office's, every other area's the site's. */
export const frameKindOfArea = (area: RemoteName): FrameKind => (isPrivateRemote(area) ? 'office' : 'site');

/**
 * Which frame a path's page goes in (frameKindOfArea of its area). The shell's app and its server
 * both ask here, so the HTML sent and the app agree.
 */
export const frameKindOf = (pathname: string): FrameKind => frameKindOfArea(areaOf(pathname));

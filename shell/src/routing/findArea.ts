import { matchPath } from 'react-router-dom';
import type { RemoteName } from 'shared';

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('-*')) return pathname.startsWith(pattern.slice(0, -1));
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}

/** The remote owning a path: the first area with a matching pattern, else the fallback area. */
export function findArea(pathname: string, areas: Readonly<Partial<Record<RemoteName, readonly string[]>>>, fallback: RemoteName): RemoteName {
  for (const [remote, patterns] of Object.entries(areas) as Array<[RemoteName, readonly string[]]>) {
    if (patterns.some((pattern) => matches(pattern, pathname))) return remote;
  }
  return fallback;
}

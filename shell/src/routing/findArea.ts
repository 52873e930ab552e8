import { matchPath } from 'react-router-dom';
import type { RemoteName } from 'shared';

/** The remote owning a path, or null when no part of the site does (the 404 page). */
export function findArea(pathname: string, areas: Readonly<Record<RemoteName, readonly string[]>>): RemoteName | null {
  for (const [remote, patterns] of Object.entries(areas) as Array<[RemoteName, readonly string[]]>) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}

import { frameKindOf } from 'shared';
import { FRAME_KIND_ATTRIBUTE } from './frameMarkers';

/**
 * Whether `container` holds a prerendered frame the app can hydrate on `pathname`: the kind its
 * area shows (docs/decisions/office-frame.md). The shell's server sends each path its own; a host
 * that sends index.html for every path (the static host) gives an office path the site's frame,
 * which the app then renders over rather than hydrating into a mismatch. The development
 * server's empty #root holds none.
 */
export function paintedFrameFits(container: Element, pathname: string): boolean {
  const painted = container.querySelector(`main[${FRAME_KIND_ATTRIBUTE}]`)?.getAttribute(FRAME_KIND_ATTRIBUTE);
  return painted === frameKindOf(pathname);
}

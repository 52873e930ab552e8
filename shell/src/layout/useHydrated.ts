import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates index.html's frame (and in the build's prerender of it), true from
 * the render after. The prerendered frame is one file for every path and every visitor, so what
 * depends on them (the current page's menu link, the cart's lines) waits for this to turn true;
 * hydration then finds exactly the markup it renders.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

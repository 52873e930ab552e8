/** The hooks that follow the page's scroll position: one subscription, two questions asked of it. */
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
};

/** Whether the page is scrolled past `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}

/** How far down the page is scrolled, 0 to 1, in hundredths (so renders stay few). */
export function useScrollProgress(): number {
  return useSyncExternalStore(
    subscribe,
    () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      return max > 0 ? Math.round((window.scrollY / max) * 100) / 100 : 0;
    },
    () => 0,
  );
}

/** The hooks that follow the page's scroll position: one subscription, two questions asked of it. */
import { useSyncExternalStore } from 'react';
import { nextTask } from '../startup/scheduling';

/**
 * Tells `onChange` about scrolling and resizing once per frame, after that frame is on screen.
 * Asked in the scroll event itself, the questions below forced a layout and a render inside
 * whatever had scrolled the page (Pay focusing the first missing field), and that interaction's
 * paint waited for them (docs/operations.md#responsiveness-inp). The header and the scroll-to-top
 * button follow one frame later.
 */
const subscribe = (onChange: () => void) => {
  let pending = false;
  let subscribed = true;
  const afterThisFrame = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() =>
      nextTask().then(() => {
        pending = false;
        if (subscribed) onChange();
      }),
    );
  };
  window.addEventListener('scroll', afterThisFrame, { passive: true });
  window.addEventListener('resize', afterThisFrame);
  return () => {
    subscribed = false;
    window.removeEventListener('scroll', afterThisFrame);
    window.removeEventListener('resize', afterThisFrame);
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

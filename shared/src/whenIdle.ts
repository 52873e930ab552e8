/**
 * Runs `task` when the browser is next idle, and at the latest after `limitMs`; where the browser
 * cannot tell (Safari, jsdom), in the next task. Returns the cancel. The one way the site defers
 * work that nothing on screen waits for: the cart's cross-tab listening, a carousel's Swiper.
 */
export function whenIdle(task: () => void, limitMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: limitMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

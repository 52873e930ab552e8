import { notify } from '../toast';
import { createCartBus } from './cartBus';

/** localStorage, or null where the browser refuses it (some private modes throw on access). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Runs `task` when the browser is idle (within 2 s), or at once where it cannot tell. */
function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') task();
  else if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * The page's one cart. `shared` is a federated singleton, so the shell and every remote
 * import this same instance.
 */
export const cart = createCartBus({
  storage: browserStorage(),
  eventTarget: typeof window === 'undefined' ? null : window,
  listenWhen: whenIdle,
  notice: notify.info,
});

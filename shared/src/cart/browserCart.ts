import { notify } from '../toast';
import { createCartBus } from './cartBus';
import { whenIdle } from '../whenIdle';

/** localStorage, or null where the browser refuses it (some private modes throw on access). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
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

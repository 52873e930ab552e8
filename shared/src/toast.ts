import type { ToastContainerProps } from 'react-toastify';

/** The one toast container configuration (docs/product.md#toasts), rendered once by the frame. */
export const TOAST_CONTAINER_PROPS: ToastContainerProps = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggableDirection: 'x',
  draggablePercent: 80,
  theme: 'light',
  hotKeys: (event) => event.altKey && event.code === 'KeyT',
};

type Toasts = typeof import('react-toastify');

// react-toastify comes with the page's first message, not with every page: most visits show none
// (docs/decisions/toasts-with-the-first-message.md). Messages sent before its container is on the
// page wait in react-toastify's own queue.
let arriving: Promise<Toasts> | undefined;
let arrived: Toasts | undefined;
const outlets = new Set<(toasts: Toasts) => void>();

function toasts(): Promise<Toasts> {
  arriving ??= import('react-toastify').then(
    (module) => {
      arrived = module;
      outlets.forEach((open) => open(module));
      return module;
    },
    (error: unknown) => {
      // Offline or a deploy under way: the next message asks again.
      arriving = undefined;
      throw error;
    },
  );
  return arriving;
}

/**
 * Calls `open` with react-toastify once the first message has brought it, at once if it has;
 * returns what stops waiting. For the container (ToastOutlet), which appears with the first message.
 */
export function whenToastsArrive(open: (toasts: Toasts) => void): () => void {
  if (arrived) {
    open(arrived);
    return () => undefined;
  }
  outlets.add(open);
  return () => outlets.delete(open);
}

type Kind = 'success' | 'info' | 'warning' | 'error';
const send = (kind: Kind) => (message: string) => {
  toasts().then(
    ({ toast }) => toast[kind](message),
    // The message is lost with the library; what it reports is on the page too (the cart's badge,
    // the form's inline errors).
    () => undefined,
  );
};

/** The one way to tell the shopper something happened. */
export const notify = {
  success: send('success'),
  info: send('info'),
  warning: send('warning'),
  error: send('error'),
};

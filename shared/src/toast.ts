import { toast, type ToastContainerProps } from 'react-toastify';

/** The one toast container configuration (docs/product.md#toasts), rendered once by the shell. */
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

/** The one way to tell the shopper something happened. */
export const notify = {
  success: (message: string) => toast.success(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
  error: (message: string) => toast.error(message),
};

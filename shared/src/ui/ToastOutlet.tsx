import { useEffect, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { TOAST_CONTAINER_PROPS, whenToastsArrive } from '../toast';

/**
 * Where the frame shows messages (docs/product.md#toasts): nothing until the first message has
 * brought react-toastify (shared/src/toast.ts), then its one container.
 */
export function ToastOutlet() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => whenToastsArrive(({ ToastContainer }) => setContainer(() => ToastContainer)), []);
  return Container ? <Container {...TOAST_CONTAINER_PROPS} /> : null;
}

import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state for a header menu that closes when the path changes (a link in it was followed, or
 * the shopper went back), in the render that shows the new path rather than one render later.
 */
export function useOpenOnThisPath() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}

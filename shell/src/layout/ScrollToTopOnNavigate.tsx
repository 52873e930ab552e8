import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the new page (docs/product.md#page-conventions). The
 * page the visit starts on is left where the browser has it: the shopper may have scrolled the
 * server's HTML before the app took it over, and a reload restores its own position.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

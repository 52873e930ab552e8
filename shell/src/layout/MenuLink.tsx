import type { ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useHydrated } from '../startup/hydration';

export interface MenuLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A menu link that marks the current page (class "active", aria-current="page") once the frame
 * is hydrated: index.html's prerendered frame serves every path, so it marks none.
 */
export function MenuLink({ to, className, children }: MenuLinkProps) {
  const { pathname } = useLocation();
  // A section's link stays current on the pages below it; the home link only on the home page.
  const current = useHydrated() && matchPath({ path: to, end: to === '/' }, pathname) !== null;
  const classes = [className, current ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes || undefined} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

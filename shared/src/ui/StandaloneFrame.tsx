import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesModule } from '../remoteRoutes';
import { ToastOutlet } from './ToastOutlet';
import { ErrorBoundary, SomethingWentWrong } from './ErrorBoundary';

/** A link in the frame's bar, usually to one of the remote's main pages. */
export interface StandaloneLink {
  label: string;
  to: string;
}

interface StandaloneFrameProps {
  /** The team's name for its remote, shown in the frame's bar. */
  name: string;
  module: RemoteRoutesModule;
  links: readonly StandaloneLink[];
}

/**
 * A minimal frame to run one remote on its own (its team's dev server): a bar of links, the
 * remote's routes and the toast container, without the shell or the other remotes.
 */
export function StandaloneFrame({ name, module, links }: StandaloneFrameProps) {
  const pages = useMemo(() => module.routes.map(({ path, load }) => ({ path, Page: lazy(load) })), [module]);
  return (
    <BrowserRouter>
      <header style={{ display: 'flex', gap: 16, padding: '12px 16px', background: '#1F5E3B', color: '#fff', flexWrap: 'wrap' }}>
        <strong>{name} (standalone)</strong>
        <nav aria-label="Standalone">
          {links.map((link) => (
            <Link key={link.to} to={link.to} style={{ color: '#fff', marginRight: 12 }}>
              {link.label}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main">
        <ErrorBoundary fallback={() => <SomethingWentWrong />}>
          <Suspense fallback={<p aria-busy="true">Loading…</p>}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<p className="tv-container tv-section">Not a page of {name}.</p>} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </main>
      <ToastOutlet />
    </BrowserRouter>
  );
}

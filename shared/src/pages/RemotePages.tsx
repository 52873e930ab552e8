import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { WholePage } from '../ui/BelowTheFold';

export interface LoadedRoute {
  path: string;
  Page: ComponentType;
}

/** Calls `onShown` once its content has been committed: for a fragment, once it is hydrated. */
function Shown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useEffect(() => onShown?.(), [onShown]);
  return children;
}

/**
 * The remote's routes inside one Suspense boundary: the tree a fragment is the HTML of, and the
 * tree that hydrates it. `useId` derives ids from the tree's shape, so whatever wraps it where it
 * is hydrated must render it as its only child (no siblings), in a root of its own. Pages are
 * rendered whole here (`WholePage`), lower sections included.
 */
export function RemotePages({ routes, onShown }: { routes: readonly LoadedRoute[]; onShown?: () => void }) {
  return (
    <WholePage.Provider value>
      <Suspense fallback={null}>
        <Shown onShown={onShown}>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Shown>
      </Suspense>
    </WholePage.Provider>
  );
}

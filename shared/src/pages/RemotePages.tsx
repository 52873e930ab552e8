import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface LoadedRoute {
  path: string;
  Page: ComponentType;
}

/**
 * The remote's routes inside one Suspense boundary: the tree a fragment is the HTML of, and the
 * tree that hydrates it. `useId` derives ids from the tree's shape, so whatever wraps it where it
 * is hydrated must render it as its only child (no siblings), in a root of its own.
 */
export function RemotePages({ routes }: { routes: readonly LoadedRoute[] }) {
  return (
    <Suspense fallback={null}>
      <Routes>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}


import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, SomethingWentWrong, type RemoteRoutesModule } from 'shared';
import { type RemoteName } from 'contract';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteRoutes } from './useRemoteRoutes';

/** A page chunk that failed to download means the remote is unreachable, not that it is broken. */
function isLoadFailure(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /loading (css )?chunk|failed to fetch dynamically imported module/i.test(error.message);
}

function lazyPages(module: RemoteRoutesModule): Array<{ path: string; Page: LazyExoticComponent<ComponentType> }> {
  return module.routes.map(({ path, load }) => ({ path, Page: lazy(load) }));
}

/** Renders the pages of one remote, or its unavailable state. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { state, retry, attempt } = useRemoteRoutes(remote);
  const { pathname } = useLocation();
  const module = state.status === 'ready' ? state.module : null;
  // New lazy components per load attempt, so a retry re-downloads a page chunk that failed (the
  // module may be the same object again, hence `attempt`).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pages = useMemo(() => (module ? lazyPages(module) : []), [module, attempt]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <RemoteUnavailable remote={remote} onRetry={retry} />;

  return (
    <ErrorBoundary
      resetKey={`${pathname}#${attempt}`}
      fallback={(error) => (isLoadFailure(error) ? <RemoteUnavailable remote={remote} onRetry={retry} /> : <SomethingWentWrong />)}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

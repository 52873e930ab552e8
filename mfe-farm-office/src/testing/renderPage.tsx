import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '../lib/sessionStore';

/** Shows where the router is, for tests that check what a control wrote into the address. */
function Address() {
  const { pathname, search } = useLocation();
  return <div data-testid="address">{pathname + search}</div>;
}

/** Renders one office page at `url` in a router, as a fresh visit: nobody known to be signed in yet. */
export function renderPage(path: string, Page: ComponentType, url: string) {
  sessionStore.set({ kind: 'unknown' });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

// Outside a boundary (a component rendered on its own, in a test) there is nothing to hydrate.
const HydratedContext = createContext(true);

/**
 * Wraps the site. Its first render, in the build's prerender of index.html and while React
 * hydrates that markup, says "not hydrated"; the render after, in a transition (sliced, like the
 * rest of the start-up), says "hydrated". index.html serves every path and every visitor, so
 * what depends on them (the current page's menu link, the cart's lines) waits for it.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False while index.html's frame is being hydrated (see HydrationBoundary), true after. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

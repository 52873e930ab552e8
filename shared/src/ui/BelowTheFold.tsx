import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders a long page's lower sections in a second pass, right after the first: the first
 * commit (and the style and layout work that follows it) holds only what a visitor sees
 * first, and the rest renders in a transition, in slices that let the browser answer a tap.
 * Only for content below the fold: it is not in the first paint.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * True where a page is rendered whole: into HTML at a remote's build, and where the browser takes
 * that HTML over (both are `RemotePages`). The HTML holds the whole page, so its lower sections
 * are there from the first render.
 */
export const WholePage = createContext(false);

/**
 * Renders a long page's lower sections in a second pass, right after the first, when the browser
 * renders the page itself (a visit from another page of the site): the first commit (and the
 * style and layout work that follows it) holds only what a visitor sees first, and the rest
 * renders in a transition, in slices that let the browser answer a tap.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const whole = useContext(WholePage);
  const [shown, setShown] = useState(whole);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}

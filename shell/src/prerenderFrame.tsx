import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Site } from './App';

export { EARLY_CLICKS_SCRIPT } from './startup/earlyClicks';

/**
 * What the shell's first render shows on every path (the frame around the loading page), as
 * HTML for index.html. The app hydrates it: React keeps these elements rather than building
 * and laying out the frame a second time. Nothing in it depends on the path or the visitor
 * until hydration is over (see useHydrated), so one file serves every path.
 */
export function prerenderFrame(): string {
  return renderToString(
    <StaticRouter location="/">
      <Site />
    </StaticRouter>,
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Frame } from './layout/Frame';
import { PageLoading } from './routing/PageLoading';

export { EARLY_CLICKS_SCRIPT } from './layout/earlyClicks';

/**
 * What the shell's first render shows on every path (the frame around the loading page), as
 * HTML for index.html. React replaces it with the same markup, so nothing moves.
 */
export function prerenderFrame(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <Frame>
        <PageLoading />
      </Frame>
    </StaticRouter>,
  );
}

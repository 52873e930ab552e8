/**
 * Runs inline at the end of index.html's body, before the first paint (bundled by
 * scripts/prerender-frame.mjs, which fills in the two constants). Two downloads wait until the
 * page is on screen, so that on a slow phone the HTML's own pictures get the bandwidth first
 * (README.md in this folder has the measurements):
 * - the app's script: executed before the first paint, its start-up would hold the server's HTML
 *   back. It starts in the next task after the second animation frame, or after 500 ms in a tab
 *   that paints nothing;
 * - the site's fonts. Until they arrive, the text is set in a local font given the brand font's
 *   metrics (the "Fallback" faces in the frame's styles), so the swap moves nothing. A browser
 *   that has fetched them before gets them at once: they come from its cache, and the text is in
 *   the brand's font from the first paint.
 */

declare const MAIN_SCRIPT: string;
declare const FONT_FACES: ReadonlyArray<{ family: string; weight: string; url: string }>;

/** Set once the fonts have loaded in this browser: from then on they are in its HTTP cache. */
const FONTS_FETCHED_KEY = 'tv-fonts-fetched';

function rememberFontsFetched() {
  try {
    window.localStorage.setItem(FONTS_FETCHED_KEY, '1');
  } catch {
    // Storage refused (some private modes): the fonts simply wait for the first paint each time.
  }
}

function fontsFetchedBefore() {
  try {
    return window.localStorage.getItem(FONTS_FETCHED_KEY) === '1';
  } catch {
    return false;
  }
}

function loadFonts() {
  const faces = FONT_FACES.map(({ family, weight, url }) => new FontFace(family, `url(${url}) format("woff2")`, { weight, display: 'swap' }));
  for (const face of faces) document.fonts.add(face);
  // A failed font leaves its stand-in in place: nothing to tell the shopper.
  Promise.all(faces.map((face) => face.load())).then(rememberFontsFetched, () => undefined);
}

function startApp() {
  const script = document.createElement('script');
  script.src = MAIN_SCRIPT;
  document.body.appendChild(script);
}

let started = false;
function afterPaint() {
  if (started) return;
  started = true;
  if (!fontsNow) loadFonts();
  startApp();
}

const fontsNow = fontsFetchedBefore();
if (fontsNow) loadFonts();
// The first frame's callback runs before that frame is on screen; the second's, after it.
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(afterPaint, 0)));
setTimeout(afterPaint, 500);

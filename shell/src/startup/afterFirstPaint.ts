/**
 * Runs inline at the end of index.html's body, before the first paint (bundled by
 * scripts/prerender-frame.mjs, which fills in the two constants). Two downloads wait until the
 * page is on screen, so that on a slow phone the HTML's own pictures get the bandwidth first
 * (README.md in this folder has the measurements):
 * - the app's script: executed before the first paint, its start-up would hold the server's HTML
 *   back. It starts in the next task after the second animation frame, or after 500 ms in a tab
 *   that paints nothing;
 * - the site's fonts. Until they arrive, the text is set in a local font given the brand font's
 *   metrics (the "Fallback" faces in the frame's styles), so the swap moves nothing. This holds
 *   for a returning browser too: whether the fonts are still in its HTTP cache cannot be known
 *   before the paint, and a guess that outlives the cache makes them race the page's pictures.
 */

declare const MAIN_SCRIPT: string;
declare const FONT_FACES: ReadonlyArray<{ family: string; weight: string; url: string }>;

function loadFonts() {
  const faces = FONT_FACES.map(
    ({ family, weight, url }) => new FontFace(family, `url(${url}) format("woff2")`, { weight, display: 'swap' }),
  );
  // Given to the page together once all have arrived: each face added, and each that arrives,
  // lays the whole page out again (docs/performance-log.md, "one layout for the fonts").
  // A failed font leaves its stand-in in place: nothing to tell the shopper.
  void Promise.allSettled(faces.map((face) => face.load())).then((results) => {
    for (const [index, result] of results.entries()) if (result.status === 'fulfilled') document.fonts.add(faces[index]);
  });
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
  loadFonts();
  startApp();
}

// The first frame's callback runs before that frame is drawn; the second's, after it (its
// presentation on screen can follow by a few ms: docs/performance-log.md, 25 November 2026, night).
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(afterPaint, 0)));
setTimeout(afterPaint, 500);

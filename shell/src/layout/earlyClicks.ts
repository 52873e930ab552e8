/**
 * Index.html's painted frame has buttons (menu, cart, About) that do nothing until React has
 * taken over. A small script in index.html (EARLY_CLICKS_SCRIPT, added by
 * scripts/prerender-frame.mjs) keeps a click on one of them; once the app has rendered the same
 * frame, replayEarlyClicks() clicks the same button again, so no tap is lost.
 *
 * A button is named by its position among the frame's buttons outside <main>: the page inside
 * <main> is still loading when the app takes over, so those positions are the same in both.
 */
const EARLY_CLICKS_GLOBAL = '__terraVerdeEarlyClicks';
const APP_READY_ATTRIBUTE = 'data-app-ready';

const FRAME_BUTTONS = '#root button:not(main button)';

declare global {
  interface Window {
    [EARLY_CLICKS_GLOBAL]?: number[];
  }
}

/** Runs in index.html before any bundle: keeps clicks (and stops form posts) until the app is ready. */
export const EARLY_CLICKS_SCRIPT = `(function(){var w=window,d=document,q=w.${EARLY_CLICKS_GLOBAL}=[];
function ready(){return d.documentElement.hasAttribute('${APP_READY_ATTRIBUTE}')}
d.addEventListener('click',function(e){if(ready()||!e.target.closest)return;var b=e.target.closest('${FRAME_BUTTONS}');if(!b)return;
q.push([].indexOf.call(d.querySelectorAll('${FRAME_BUTTONS}'),b));e.preventDefault();e.stopPropagation()},true);
d.addEventListener('submit',function(e){if(!ready())e.preventDefault()},true)})();`;

/** Marks the app ready and clicks again every frame button clicked before. */
export function replayEarlyClicks(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  const clicks = window[EARLY_CLICKS_GLOBAL] ?? [];
  window[EARLY_CLICKS_GLOBAL] = [];
  const buttons = document.querySelectorAll<HTMLButtonElement>(FRAME_BUTTONS);
  for (const index of clicks) buttons[index]?.click();
}

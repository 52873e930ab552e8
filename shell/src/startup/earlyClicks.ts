import { EARLY_PAGE_TAPS_GLOBAL, PAGE_CONTROLS, WAITING_PAGE } from '../routing/serverPage/earlyPageTaps';
import { EARLY_TAP_ATTRIBUTE } from './frameMarkers';

/**
 * Index.html's painted frame has buttons (menu, cart, About) that do nothing until React has
 * taken over. A small script in index.html (EARLY_CLICKS_SCRIPT, added by
 * scripts/prerender-frame.mjs) keeps a tap on one of them; once the app has rendered the same
 * frame, replayEarlyClicks() taps the same control again, so no tap is lost.
 *
 * A control is named by its `data-early-tap` attribute (frameMarkers.ts), which the app renders
 * in the frame and again after hydration. Inside <main>, a page the shell's server sent keeps its
 * taps on its own controls until its code has taken it over (../routing/serverPage/earlyPageTaps.ts).
 */
const EARLY_CLICKS_GLOBAL = '__terraVerdeEarlyClicks';
const APP_READY_ATTRIBUTE = 'data-app-ready';
const TAPPABLE = `[${EARLY_TAP_ATTRIBUTE}]`;

declare global {
  interface Window {
    [EARLY_CLICKS_GLOBAL]?: string[];
  }
}

/** Runs in index.html before any bundle: keeps taps (and stops form posts) until the app is ready. */
export const EARLY_CLICKS_SCRIPT = `(function(){var w=window,d=document,q=w.${EARLY_CLICKS_GLOBAL}=[],p=w.${EARLY_PAGE_TAPS_GLOBAL}=[];
function ready(){return d.documentElement.hasAttribute('${APP_READY_ATTRIBUTE}')}
function waiting(t){return t.closest&&t.closest('${WAITING_PAGE}')}
d.addEventListener('click',function(e){var t=e.target;if(!t.closest)return;if(waiting(t)){var c=t.closest('${PAGE_CONTROLS}');if(c){p.push(c);e.preventDefault();e.stopPropagation()}return}
if(ready())return;var b=t.closest('${TAPPABLE}');if(!b||b.closest('main'))return;
q.push(b.getAttribute('${EARLY_TAP_ATTRIBUTE}'));e.preventDefault();e.stopPropagation()},true);
d.addEventListener('submit',function(e){if(!ready()||waiting(e.target))e.preventDefault()},true)})();`;

/** Marks the app ready and taps again, by name, every frame control tapped before. */
export function replayEarlyClicks(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  const taps = window[EARLY_CLICKS_GLOBAL] ?? [];
  window[EARLY_CLICKS_GLOBAL] = [];
  const controls = [...document.querySelectorAll<HTMLElement>(TAPPABLE)].filter((control) => !control.closest('main'));
  for (const name of taps) controls.find((control) => control.getAttribute(EARLY_TAP_ATTRIBUTE) === name)?.click();
}

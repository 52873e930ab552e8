import { startTransition, useRef, useState, type FocusEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

type Spot = { bullet: number } | { inSlide: number };

/**
 * Keeps a keyboard user's focus when a carousel's preview is swapped for the Swiper version.
 *
 * `within` says whether focus is inside the preview: while it is, the swap waits (unless the
 * visitor asked for a slide), because swapping removes the focused element and drops focus on
 * <body>, where the next Tab starts again from wherever the browser guesses. When the visitor did
 * ask (a bullet pressed), `restore` puts focus on the same control of the new carousel.
 */
export function useFocusCarryOver(previewRef: RefObject<HTMLElement | null>) {
  const spot = useRef<Spot | null>(null);
  const [within, setWithin] = useState(false);

  const remember = (event: FocusEvent) => {
    setWithin(true);
    const root = previewRef.current;
    if (!root) return;
    const target = event.target as Element;
    const bullet = [...root.querySelectorAll('.swiper-pagination-bullet')].indexOf(target);
    const inSlide = [...(root.querySelector('.swiper-slide-active')?.querySelectorAll(FOCUSABLE) ?? [])].indexOf(target);
    spot.current = bullet >= 0 ? { bullet } : inSlide >= 0 ? { inSlide } : null;
  };

  const leave = (event: FocusEvent) => {
    const root = previewRef.current;
    // While the window itself loses focus, the focused element stays the document's active one.
    const stays = root?.contains(event.relatedTarget as Node | null) || root?.contains(document.activeElement);
    if (stays) return;
    spot.current = null;
    // Not urgent: rendered after the browser has put focus on its next element. An update
    // rendered inside the blur event would remove the element focus is leaving while the browser
    // is still moving it, and focus would fall on <body>.
    startTransition(() => setWithin(false));
  };

  const restore = (liveRoot: HTMLElement) => {
    const last = spot.current;
    spot.current = null;
    if (!last) return;
    // Swiper reports itself ready before the new carousel has been laid out: focus moves on the
    // next frame, so it never rests on a control with no size (an invisible focus).
    requestAnimationFrame(() => {
      // Focus moved on by itself meanwhile: leave it where it is.
      if (document.activeElement && document.activeElement !== document.body) return;
      const target =
        'bullet' in last
          ? liveRoot.querySelectorAll('.swiper-pagination-bullet')[last.bullet]
          : liveRoot.querySelector('.swiper-slide-active')?.querySelectorAll(FOCUSABLE)[last.inSlide];
      (target as HTMLElement | undefined)?.focus();
    });
  };

  return { within, remember, leave, restore };
}

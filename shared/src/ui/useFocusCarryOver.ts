import { useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

type Spot = { bullet: number } | { inSlide: number };

/**
 * When a carousel's preview is swapped for the Swiper version, the element that had focus is
 * gone. This remembers where focus was (which bullet, or which control of the shown slide) and
 * puts it on the same control of the new carousel, so a keyboard user does not land on <body>.
 */
export function useFocusCarryOver(previewRef: RefObject<HTMLElement | null>) {
  const spot = useRef<Spot | null>(null);

  const remember = (target: EventTarget) => {
    const root = previewRef.current;
    if (!root) return;
    const bullet = [...root.querySelectorAll('.swiper-pagination-bullet')].indexOf(target as Element);
    const inSlide = [...(root.querySelector('.swiper-slide-active')?.querySelectorAll(FOCUSABLE) ?? [])].indexOf(target as Element);
    spot.current = bullet >= 0 ? { bullet } : inSlide >= 0 ? { inSlide } : null;
  };

  const leave = (next: EventTarget | null) => {
    if (!previewRef.current?.contains(next as Node | null)) spot.current = null;
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

  return { remember, leave, restore };
}

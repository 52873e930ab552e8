import type { AutoplayOptions } from 'swiper/types';

/**
 * Autoplay settings for a carousel: keeps playing after the visitor interacts (docs/product.md#carousels),
 * and never starts for visitors who ask for reduced motion.
 */
export function carouselAutoplay(delayMs: number, reducedMotion: boolean): AutoplayOptions | false {
  return reducedMotion ? false : { delay: delayMs, disableOnInteraction: false };
}

/** Labels the A11y module reads out; bullets are real buttons so they are keyboard operable. */
export const CAROUSEL_A11Y = {
  prevSlideMessage: 'Previous slide',
  nextSlideMessage: 'Next slide',
  paginationBulletMessage: 'Go to slide {{index}}',
} as const;

export const CLICKABLE_BULLETS = { clickable: true, bulletElement: 'button' } as const;

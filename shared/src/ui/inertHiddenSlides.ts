/** The part of a Swiper instance this module touches, so `shared` needs no Swiper dependency. */
interface SwiperView {
  slides: HTMLElement[];
  destroyed?: boolean;
  params: { watchSlidesProgress?: boolean };
  originalParams: { watchSlidesProgress?: boolean };
}

/** Every moment the set of slides on screen can change. */
const MOVED = ['afterInit', 'slideChangeTransitionEnd', 'transitionEnd', 'resize', 'slidesUpdated', 'loopFix'] as const;

interface SwiperModuleContext {
  swiper: SwiperView;
  on: (event: 'beforeInit' | (typeof MOVED)[number], handler: () => void) => void;
}

const SHOWN = 'swiper-slide-visible';

/** Makes every slide that is off screen inert, and every slide on screen interactive again. */
export function markHiddenSlidesInert(slides: Iterable<HTMLElement>): void {
  for (const slide of slides) slide.inert = !slide.classList.contains(SHOWN);
}

/**
 * A Swiper module for every carousel of the site. Off-screen slides (and the copies a looping
 * carousel makes) become inert, so Tab walks the slides a shopper can see, then the arrows and
 * bullets, then leaves. Without it a looping carousel moves a new slide under the focus on every
 * Tab and keyboard users can never get past it.
 */
export function InertHiddenSlides({ swiper, on }: SwiperModuleContext): void {
  // Swiper only marks the slides on screen (`swiper-slide-visible`) when it tracks their progress.
  // Set as Swiper's own effects set theirs: a module's extendParams default loses to swiper/react,
  // which passes every default explicitly, and then no slide was ever marked shown (all inert).
  on('beforeInit', () => {
    swiper.params.watchSlidesProgress = true;
    swiper.originalParams.watchSlidesProgress = true;
  });
  const update = () => {
    if (!swiper.destroyed) markHiddenSlidesInert(swiper.slides);
  };
  for (const event of MOVED) on(event, update);
}

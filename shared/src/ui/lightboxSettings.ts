/** The lightbox's behaviour (docs/product.md#lightbox), applied by <ImageLightbox>. */
export const LIGHTBOX_SETTINGS = {
  gapPx: 20,
  speedMs: 400,
  /** The carousel loops only when there are more than 3 images. */
  loopWhenMoreThan: 3,
  doubleTapDelayMs: 300,
} as const;

/*
 * The reference site used a 40 px swipe threshold and a 100 px pull-down close. The
 * lightbox library fixes those distances internally (30 px to start a swipe or pull, 60 px to
 * close on pull-down) and offers no option for them, so they are the library's, not ours.
 */

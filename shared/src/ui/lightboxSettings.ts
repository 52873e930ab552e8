/** Lightbox behaviour of SPEC.md section 9, applied by <ImageLightbox>. */
export const LIGHTBOX_SETTINGS = {
  gapPx: 20,
  speedMs: 400,
  /** The carousel loops only when there are more than 3 images. */
  loopWhenMoreThan: 3,
  doubleTapDelayMs: 300,
} as const;

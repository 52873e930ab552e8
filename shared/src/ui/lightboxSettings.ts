/**
 * Lightbox behaviour of SPEC.md section 9, for yet-another-react-lightbox. Remotes spread
 * these into <Lightbox> so every gallery behaves the same.
 */
export const LIGHTBOX_SETTINGS = {
  carousel: { spacing: 20, finite: false },
  animation: { swipe: 400 },
  controller: { closeOnPullDown: true, closeOnBackdropClick: true },
  /** Loop only when there are more than 3 images. */
  loopFromCount: 4,
  swipeThresholdPx: 40,
  pullCloseThresholdPx: 100,
  doubleTapDelayMs: 300,
} as const;

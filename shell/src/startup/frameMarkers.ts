import type { FrameKind } from 'shared';

/**
 * Attributes by which index.html's inline scripts find the frame's elements before React runs
 * (shell/src/startup/README.md): a stable name per control, never its position or CSS class,
 * so a header that gains or loses a button, or a restyled badge, cannot misdirect them.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
export const STORED_COUNT_ATTRIBUTE = 'data-stored-cart-count';

/** Props naming a frame control whose tap, made before the app is ready, is kept and replayed. */
export const earlyTap = (name: string) => ({ [EARLY_TAP_ATTRIBUTE]: name });

/** Props marking the cart badge that the stored-count script fills before the first paint. */
export const storedCountBadge = { [STORED_COUNT_ATTRIBUTE]: '' };

/** The attribute on `<main>` naming the frame around it, so the start-up can tell which one was painted. */
export const FRAME_KIND_ATTRIBUTE = 'data-frame';

/** Props marking `<main>` with the kind of frame around it (paintedFrame.ts reads it). */
export const frameKindMark = (kind: FrameKind) => ({ [FRAME_KIND_ATTRIBUTE]: kind });

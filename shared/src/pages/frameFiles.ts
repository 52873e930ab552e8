import type { FrameKind } from '../routeAreas';

/**
 * Where the shell's build writes each prerendered frame, relative to its dist
 * (scripts/prerender-frame.mjs), and where the shell's server reads it (site-server/src/pages/frame.ts).
 * The office's sits with the shell's other server-only pages: no URL is meant to serve it as it is.
 */
export const FRAME_FILES: Readonly<Record<FrameKind, string>> = { site: 'index.html', office: 'pages/office-frame.html' };

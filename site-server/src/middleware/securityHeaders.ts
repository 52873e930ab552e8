/**
 * The security headers of every answer (helmet's, tuned to a federated site); the shell's
 * Content-Security-Policy on its pages is contentSecurityPolicy.ts's.
 */
import type { Middleware } from 'koa';
import koaHelmet from 'koa-helmet';
import { VIDEO_HOST } from './contentSecurityPolicy';

/** Browser features the site never uses: denied to it and to anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
/** What the farm's video embeds ask for (their iframes' `allow`), granted to the page and the video host only. */
const VIDEO_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...VIDEO_FEATURES.map((feature) => `${feature}=(self "${VIDEO_HOST}")`),
].join(', ');

export function securityHeaders(): Middleware {
  const helmet = koaHelmet({
    // Set on pages only, and only the shell's: contentSecurityPolicy.ts.
    contentSecurityPolicy: false,
    // The remotes' files are loaded from the shell's origin: scripts, styles, fonts and pictures.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Never framed (frame-ancestors 'none' says the same to browsers that read the CSP).
    xFrameOptions: { action: 'deny' },
    // Only this host's answers: subdomains may be served by others.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  return (ctx, next) => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    return helmet(ctx, next);
  };
}

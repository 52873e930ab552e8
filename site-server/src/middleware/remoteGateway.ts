/**
 * One origin for the browser (docs/architecture.md#one-origin-for-the-browser): the shell's
 * server passes `/remotes/<name>/*` to the folder of that remote's manifest in remotes.json, and
 * the remotes.json it sends the browser points there. The browser then loads each remote's
 * manifest, scripts, styles and pictures over the connection it already has to the shell, with no
 * new connection (DNS, TCP, TLS) per remote before a page's first picture. Remotes still deploy
 * alone: the gateway holds no copy, every request reaches the remote's current folder, whose own
 * caching headers and ETags pass through untouched. Only files pass, without the site's
 * credentials (remoteFiles.ts); the rest of `/remotes/` is a 404.
 */
import type { Middleware } from 'koa';
import { REMOTE_GATEWAY_PREFIX } from 'contract';
import { entryOf, type RemoteConfig, type RemoteConfigSource } from '../remoteConfig';
import { forwardingProxy } from './forwardingProxy';
import { fileAnswer, fileRequest } from './remoteFiles';

const GATEWAY_PATH = new RegExp(`^${REMOTE_GATEWAY_PREFIX}([^/]+)/(.*)$`);

/** The folder of an absolute http(s) entry, or null: a relative entry is on the shell's origin already. */
function upstreamFolder(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? new URL('.', url).href : null;
  } catch {
    return null;
  }
}

/** Where the gateway serves a remote's files: `/remotes/<name>/`. */
export const gatewayFolder = (remote: string) => `${REMOTE_GATEWAY_PREFIX}${remote}/`;

interface Reading {
  /** Each passed-through remote's folder, by name. */
  folders: Map<string, string>;
  /** remotes.json as the browser gets it. */
  browsed: RemoteConfig;
}

const readings = new WeakMap<RemoteConfig, Reading>();

/**
 * What the gateway needs of one remotes.json, worked out once per file (it is re-read only when
 * it changes): each passed-through remote's folder, and the file as the browser gets it, where
 * each of those remotes is named by its place in the gateway (`/remotes/shop/mf-manifest.json`)
 * and the rest, the QA override patterns included, is as configured.
 */
function read(config: RemoteConfig): Reading {
  let reading = readings.get(config);
  if (!reading) {
    const folders = new Map<string, string>();
    const remotes = Object.entries(config.remotes ?? {}).map(([name, remote]) => {
      const entry = entryOf(remote);
      const folder = entry === undefined ? null : upstreamFolder(entry);
      if (entry === undefined || !folder) return [name, remote];
      folders.set(name, folder);
      return [name, { ...(remote as object), entry: gatewayFolder(name) + entry.slice(folder.length) }];
    });
    reading = { folders, browsed: { ...config, remotes: Object.fromEntries(remotes) } };
    readings.set(config, reading);
  }
  return reading;
}

/** A remotes.json that can be read: a JSON object (a file may hold anything). */
const readable = (config: RemoteConfig | undefined): config is RemoteConfig => typeof config === 'object' && config !== null;

/** remotes.json as the browser gets it from the shell's server. */
export const browsedRemoteConfig = (config: RemoteConfig | undefined) => (readable(config) ? read(config).browsed : config);

const UNAVAILABLE = 'This part of the site is temporarily unavailable. Please try again in a moment.';

/**
 * @param remoteConfig  remotes.json as configured (the remotes' real addresses)
 * @param timeoutMs  how long a remote's server may stay silent on one file
 * @returns answers `/remotes/<name>/*` for each remote at an absolute address, and 404 for the
 *   rest of `/remotes/`. The remotes' files answer for themselves, with their own servers' headers.
 */
export function remoteGateway(remoteConfig: RemoteConfigSource, { timeoutMs = 15_000 }: { timeoutMs?: number } = {}): Middleware {
  const forward = forwardingProxy({
    timeoutMs,
    failure: () => ({ type: 'text/plain; charset=utf-8', body: UNAVAILABLE }),
    screen: (proxyRes, req) => fileAnswer(proxyRes, (req.url ?? '').split('?')[0]),
  });
  return async (ctx, next) => {
    if (!ctx.path.startsWith(REMOTE_GATEWAY_PREFIX)) return next();
    const match = GATEWAY_PATH.exec(ctx.path);
    const config = match ? remoteConfig() : undefined;
    const folder = match && readable(config) ? read(config).folders.get(match[1]) : undefined;
    // The gateway's own folder: files of the remotes it passes through, never a page of the shell's.
    if (!match || !folder) {
      ctx.status = 404;
      ctx.body = 'Not Found';
      return undefined;
    }
    // A remote's folder is files: nothing else is passed on to its server.
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return undefined;
    }
    // The remote sees the path inside its own folder; the query goes along.
    ctx.req.url = `/${match[2]}${ctx.search}`;
    fileRequest(ctx.req.headers);
    return forward(ctx, folder);
  };
}

import type { Middleware } from 'koa';
import type { RemoteConfigSource } from '../remoteConfig';
import { cacheControlFor } from './staticFiles';

/**
 * /remotes.json answered from `remoteConfig` rather than the folder's file: one build is served
 * with host-specific remote addresses (the shell's server gives the gateway's) without touching
 * its files. With no config, the request goes on to the folder's own file.
 */
export function remotesJson(remoteConfig: RemoteConfigSource): Middleware {
  // Serialised once per config: it changes only when its file does.
  const bodies = new WeakMap<object, string>();
  return async (ctx, next) => {
    const config = ctx.path === '/remotes.json' ? remoteConfig() : undefined;
    if (!config) return next();
    if (!bodies.has(config)) bodies.set(config, JSON.stringify(config, null, 2));
    ctx.set('Cache-Control', cacheControlFor('remotes.json'));
    ctx.type = 'application/json';
    ctx.body = bodies.get(config);
  };
}

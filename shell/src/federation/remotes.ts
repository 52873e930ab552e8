import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, ROUTES_EXPOSE, type RemoteExposedModules, type RemoteModuleId, type RemoteName, type RemoteRoutesModule } from 'shared';
import type { RemoteEntries } from './remoteConfig';

let entries: RemoteEntries | null = null;
const cache = new Map<RemoteName, Promise<RemoteRoutesModule>>();

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, reason: string) {
    super(`The ${remote} part of the site is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

export function registerRemoteEntries(config: RemoteEntries): void {
  entries = config;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads a remote from the manifest of one build (`mf-manifest.<hash>.json`, which the shell's
 * server names when it sends that build's HTML), rather than its current one. Only a manifest in
 * the folder of the remote's configured entry is taken.
 */
export function pinRemoteBuild(remote: RemoteName, manifest: string): void {
  const entry = entries?.[remote];
  const folder = (url: string) => new URL('.', new URL(url, window.location.href)).href;
  if (!entry || folder(manifest) !== folder(entry)) return;
  registerRemotes([{ name: remote, entry: manifest }], { force: true });
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  const mod = value as RemoteRoutesModule | null;
  return !!mod && Array.isArray(mod.routes) && typeof mod.supportsShell === 'function';
}

async function fetchRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let mod: unknown;
  try {
    const id = `${remote}/${ROUTES_EXPOSE.slice(2)}` as RemoteModuleId;
    // Typed by the contract in `shared`; still checked below, since a remote is built separately.
    const exposed = await loadRemote<RemoteExposedModules[typeof id]>(id);
    mod = exposed?.default;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
  if (!isRoutesModule(mod)) throw new RemoteUnavailableError(remote, 'its routes module has the wrong shape');
  if (!mod.supportsShell(CONTRACT_VERSION)) {
    throw new RemoteUnavailableError(remote, `it does not support shell contract version ${CONTRACT_VERSION}`);
  }
  return mod;
}

/** A remote's routes, loaded once and kept; a failed load is forgotten so a retry tries again. */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = fetchRoutes(remote);
    pending.catch((error: Error) => {
      console.warn(`[shell] ${error.message}`);
      cache.delete(remote);
    });
    cache.set(remote, pending);
  }
  return pending;
}

/** Forgets everything the runtime knows of a remote, so the next load fetches it afresh. */
export function resetRemote(remote: RemoteName): void {
  cache.delete(remote);
  if (entries) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
}

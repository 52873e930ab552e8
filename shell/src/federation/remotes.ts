import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// From its module, not the `shared` package: the start-up's first step must not evaluate it (federation/prepareRemotes.ts).
import {
  CONTRACT_VERSION,
  ROUTES_EXPOSE,
  type RemoteExposedModules,
  type RemoteModuleId,
  type RemoteRoutesModule,
} from 'shared/src/remoteRoutes';
import { type RemoteName } from 'contract';
import type { RemoteEntries } from './remoteConfig';

let entries: RemoteEntries | null = null;
const cache = new Map<RemoteName, Promise<RemoteRoutesModule>>();

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} part of the site is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** A build of one remote to load instead of its current one (the build whose HTML the page is). */
export interface PinnedBuild {
  remote: RemoteName;
  /** That build's `mf-manifest.<hash>.json`, named by the shell's server. */
  manifest: string;
}

const folderOf = (url: string) => new URL('.', new URL(url, window.location.href)).href;

/**
 * Registers every remote at its configured entry, or, for `pinned`, at the manifest of the build
 * that rendered the page's HTML, so the scripts that take the page over are the ones that rendered
 * it. Only a manifest in the folder of the remote's configured entry is taken. Registered once:
 * the runtime warns about a remote registered again.
 */
export function registerRemoteEntries(config: RemoteEntries, pinned?: PinnedBuild): void {
  entries = config;
  const entryOf = (name: string, entry: string) =>
    name === pinned?.remote && folderOf(pinned.manifest) === folderOf(entry) ? pinned.manifest : entry;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry: entryOf(name, entry) })));
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

import type { ComponentType } from 'react';
import { REMOTES, type RemoteName } from 'contract';

/**
 * The contract between the shell and the remotes. Bump CONTRACT_VERSION when a change here
 * would break a remote built against the previous version.
 */
export const CONTRACT_VERSION = 1;

/** Federation container names of the remotes, as the shell registers them (from the topology). */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

/** The one module every remote exposes: `<remote>/routes`. */
export const ROUTES_EXPOSE = './routes';

export interface RemoteRoute {
  /** Absolute react-router path, e.g. `/product/:slug`. */
  path: string;
  /** Loads the page lazily, so a remote's pages arrive only when visited. */
  load: () => Promise<{ default: ComponentType }>;
}

/** The shape of a remote's `./routes` module. */
export interface RemoteRoutesModule {
  /** The contract version the remote was built against. */
  contractVersion: number;
  routes: readonly RemoteRoute[];
  /** Whether this remote can run inside a shell speaking the given contract version. */
  supportsShell(shellContractVersion: number): boolean;
}

/**
 * What each remote exposes, keyed by the federation id the shell loads (`shop/routes`, ...).
 * The shell types its `loadRemote` calls with this map, so a change to a remote's exposed
 * shape is a compile error in the shell, not a surprise at run time.
 */
export type RemoteExposedModules = {
  [Name in RemoteName as `${Name}/routes`]: { default: RemoteRoutesModule };
};
export type RemoteModuleId = keyof RemoteExposedModules;

/**
 * A remote's routes module, checking the shell's contract version.
 *
 * `shared` is a run-time singleton: this function runs in the shell's copy, so a default
 * computed here is the shell's version, not the remote's. A remote pins what it supports by
 * passing `supportedShellVersions` as a literal in its own routes.tsx (compiled into its build);
 * the parameter is required so no remote can forget it.
 */
export function defineRemoteRoutes(routes: readonly RemoteRoute[], supportedShellVersions: readonly number[]): RemoteRoutesModule {
  return {
    contractVersion: Math.max(...supportedShellVersions),
    routes,
    supportsShell: (version) => supportedShellVersions.includes(version),
  };
}

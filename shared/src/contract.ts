import type { ComponentType } from 'react';

/**
 * The contract between the shell and the remotes. Bump CONTRACT_VERSION when a change here
 * would break a remote built against the previous version.
 */
export const CONTRACT_VERSION = 1;

/** Federation container names of the remotes, as the shell registers them. */
export const REMOTE_NAMES = ['shop', 'blog', 'farm_content', 'checkout'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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

/** A remote's routes module, checking the shell's contract version. */
export function defineRemoteRoutes(routes: readonly RemoteRoute[], supportedShellVersions: readonly number[] = [CONTRACT_VERSION]): RemoteRoutesModule {
  return {
    contractVersion: CONTRACT_VERSION,
    routes,
    supportsShell: (version) => supportedShellVersions.includes(version),
  };
}

import { CHECKOUT_SERVICE, REMOTE_GATEWAY_PREFIX, REMOTES, SHELL, type RemoteTopology } from 'contract';

/**
 * The site's parts as the tests reach them on this machine, from the one topology: no port or
 * remote name is spelled in the suites.
 */
export { REMOTES, SHELL };

/** The shell as `npm start` serves it here: the one origin shoppers visit. */
export const LOCAL_SITE = `http://localhost:${SHELL.port}`;

/** The checkout-service as `npm start` runs it, behind the shell's `/api/*`. */
export const LOCAL_CHECKOUT_SERVICE = `http://127.0.0.1:${CHECKOUT_SERVICE.port}`;

/** Where the browser fetches a remote's files: the gateway's folder on the site's own origin, as a URL pattern for `page.route`. */
export const gatewayFiles = (remote: RemoteTopology, files = '**') => `**${REMOTE_GATEWAY_PREFIX}${remote.name}/${files}`;

export { REMOTE_GATEWAY_PREFIX };

/** A remote's manifest where `npm start` serves it here: what the shell's server reads the remote's pages beside and passes its gateway's requests to. */
export const localManifest = (remote: RemoteTopology) => `http://localhost:${remote.port}/mf-manifest.json`;

/** Whether an area pattern (`/shop/*`, or `/blog-*` for every path starting with `/blog-`) takes a path. */
function takes(pattern: string, path: string): boolean {
  if (pattern.endsWith('-*')) return path.startsWith(pattern.slice(0, -1));
  const base = pattern.replace(/\/\*$/, '');
  return path === base || path.startsWith(`${base}/`);
}

/** The remote that serves a path: the one whose area takes it, else the one that owns the rest. */
export function remoteServing(path: string): RemoteTopology {
  const remotes: readonly RemoteTopology[] = REMOTES;
  const owner = remotes.find((remote) => remote.area !== 'fallback' && remote.area.some((pattern) => takes(pattern, path)));
  return owner ?? remotes.find((remote) => remote.area === 'fallback')!;
}

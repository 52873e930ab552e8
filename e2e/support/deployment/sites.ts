import { createHash } from 'node:crypto';
import { readdir, readFile, rename, symlink } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
// site-server's build (its package's main, dist/index.js), typed by its sources: what production runs.
import { createShellServer, createStaticHost, listen } from '../../../site-server';
import type { RemoteTopology } from 'contract';
import { LOCAL_CHECKOUT_SERVICE, localManifest, REMOTES } from '../topology';

/** Ports the deployment tests may use, clear of the running site's (the topology's). */
const SPARE_PORTS = { first: 3100, last: 3199 };

export interface ServedSite {
  url: string;
  close(): Promise<void>;
}

/** How the shell's server composes each page from the remotes' route tables (site-server/src/pages/composer.ts). */
export interface ComposedPages {
  /** How long a remote's route table is used before it is revalidated; left out, the server's default (3 s), as production runs it. */
  ttlMs?: number;
}

/**
 * Serves a built folder like production does, on the first free spare port. With `pages`, the
 * folder is the shell's and each page URL is answered with that page's HTML, as production's shell
 * does; without, it is served as a remote's host serves its folder.
 */
export async function serveFolder(root: string, remoteConfig?: object, pages?: ComposedPages): Promise<ServedSite> {
  const options = { root, apiTarget: LOCAL_CHECKOUT_SERVICE, remoteConfig };
  const app = pages ? createShellServer({ ...options, pagesTtlMs: pages.ttlMs }) : createStaticHost(options);
  const offset = Math.floor(Math.random() * (SPARE_PORTS.last - SPARE_PORTS.first + 1));
  for (let i = 0; i <= SPARE_PORTS.last - SPARE_PORTS.first; i++) {
    const port = SPARE_PORTS.first + ((offset + i) % (SPARE_PORTS.last - SPARE_PORTS.first + 1));
    let server: Server;
    try {
      server = await listen(app, port);
    } catch {
      continue;
    }
    return {
      url: `http://localhost:${port}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  }
  throw new Error(`no free port in ${SPARE_PORTS.first}-${SPARE_PORTS.last}`);
}

/** A fingerprint of every file in a folder: relative path -> sha256. */
export async function hashFolder(root: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(root, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return hashes;
}

/** The shell's remote config with `remote` at `origin`, so a test can redeploy it while the other remotes stay where `npm start` serves them. */
export function remoteConfigWith(remote: RemoteTopology, origin: string) {
  const remotes: Record<string, { entry: string }> = { [remote.name]: { entry: `${origin}/mf-manifest.json` } };
  for (const other of REMOTES.filter(({ name }) => name !== remote.name)) remotes[other.name] = { entry: localManifest(other) };
  return { remotes, overrideOrigins: ['http://localhost:*'] };
}

/** Points a host's `live` folder at another build, atomically, as a deploy does, so its host serves the new build at once. */
export async function deployTo(live: string, build: string): Promise<void> {
  await symlink(build, `${live}.next`, 'dir');
  await rename(`${live}.next`, live);
}

/**
 * Each remote's route table and fragments, read over HTTP from the remote's own origin (the
 * folder of its `mf-manifest.json` in remotes.json), as a browser would read its scripts:
 * - a table is kept for `ttlMs`, then revalidated with `If-None-Match`; concurrent requests share
 *   one revalidation;
 * - when the remote cannot be reached, the last table it gave keeps serving (stale-if-error) and
 *   is tried again after another `ttlMs`; with no table yet, `RemoteUnreachableError`;
 * - fragments and stylesheets are named by their content's hash, so each is fetched once and
 *   kept, within a bound.
 * Nothing here runs the remote's code: tables are JSON, fragments and stylesheets are text.
 */
import { LRUCache } from 'lru-cache';
import { PAGE_TABLE_FORMAT, type PageTable } from 'shared/src/pages/pageTable';
import { request } from 'undici';

/** The remote answers, but no longer has a fragment its table named: it was redeployed since. */
export class FragmentGoneError extends Error {
  constructor(remote: string, file: string) {
    super(`${remote}: ${file} is gone`);
    this.name = 'FragmentGoneError';
  }
}

export class RemoteUnreachableError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`${remote}: ${cause instanceof Error ? cause.message : cause}`, { cause });
    this.name = 'RemoteUnreachableError';
  }
}

/** A remote's route table and where it came from. */
export interface RemoteSite {
  remote: string;
  /** The folder of the remote's manifest, which the table's files are relative to. */
  base: string;
  table: PageTable;
  etag: string | string[] | undefined;
  /** Tells tables apart in the composer's cache, whatever ETags the remote's server sends. */
  serial: number;
  checkedAt: number;
}

interface RemotePagesOptions {
  /** The remote's mf-manifest.json URL. */
  manifestUrlOf: (remote: string) => string | undefined;
  /** How long a table is used before it is revalidated. */
  ttlMs?: number | undefined;
  /** How long a remote may take to answer. */
  timeoutMs?: number | undefined;
  /** Bound on the fragments and stylesheets kept in memory. */
  textBytes?: number;
}

interface RemotePages {
  /** The remote's table; `revalidate`: ask the remote now, whatever the TTL says (a fragment of the cached table is gone). */
  table(remote: string, options?: { revalidate?: boolean }): Promise<RemoteSite>;
  /** A text file the table names (a fragment, a stylesheet), by its name: content-hashed, so kept once read. */
  text(site: RemoteSite, file: string): Promise<string>;
}

export function remotePages({
  manifestUrlOf,
  ttlMs = 3_000,
  timeoutMs = 2_000,
  textBytes = 32 * 1024 * 1024,
}: RemotePagesOptions): RemotePages {
  const tables = new Map<string, RemoteSite>();
  const revalidating = new Map<string, Promise<RemoteSite>>();
  const texts = new LRUCache<string, string>({ maxSize: textBytes, sizeCalculation: (text) => Math.max(text.length, 1) });
  const reported = new Set<string>();
  let serial = 0;

  // undici's request rather than fetch: fetch adds `Cache-Control: no-cache` to a conditional
  // request, which tells the remote's server to answer in full rather than 304.
  const get = (url: string, headers: Record<string, string | string[]> = {}) =>
    request(url, { headers, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });

  async function revalidate(remote: string): Promise<RemoteSite> {
    let base: string;
    try {
      base = new URL('.', manifestUrlOf(remote)).href;
    } catch {
      throw new RemoteUnreachableError(remote, `remotes.json gives no absolute entry for ${remote}`);
    }
    const cached = tables.get(remote)?.base === base ? tables.get(remote) : null;
    try {
      const response = await get(`${base}pages/pages.json`, cached?.etag ? { 'If-None-Match': cached.etag } : {});
      if (response.statusCode !== 200) {
        await response.body.dump();
        if (response.statusCode === 304 && cached) return keep(cached);
        throw new Error(`pages/pages.json answered ${response.statusCode}`);
      }
      const table = (await response.body.json()) as PageTable;
      if (table.format !== PAGE_TABLE_FORMAT || table.remote !== remote)
        throw new Error(`pages/pages.json is not a format ${PAGE_TABLE_FORMAT} table of ${remote}`);
      reported.delete(remote);
      const site: RemoteSite = { remote, base, table, etag: response.headers.etag, serial: ++serial, checkedAt: Date.now() };
      tables.set(remote, site);
      return site;
    } catch (error) {
      if (!reported.has(remote))
        console.warn(
          `[site] pages of ${remote} not refreshed (${(error as Error).message})${cached ? '; serving the last ones it gave' : ''}`,
        );
      reported.add(remote);
      if (cached) return keep(cached);
      throw new RemoteUnreachableError(remote, error);
    }
  }

  const keep = (site: RemoteSite) => {
    site.checkedAt = Date.now();
    return site;
  };

  return {
    async table(remote, { revalidate: now = false } = {}) {
      const cached = tables.get(remote);
      if (cached && !now && Date.now() - cached.checkedAt < ttlMs) return cached;
      if (!revalidating.has(remote))
        revalidating.set(
          remote,
          revalidate(remote).finally(() => revalidating.delete(remote)),
        );
      return revalidating.get(remote)!;
    },

    async text(site, file) {
      const url = site.base + file;
      const kept = texts.get(url);
      if (kept !== undefined) return kept;
      let response;
      try {
        response = await get(url);
      } catch (error) {
        throw new RemoteUnreachableError(site.remote, error);
      }
      if (response.statusCode !== 200) {
        await response.body.dump();
        if (response.statusCode === 404) throw new FragmentGoneError(site.remote, file);
        throw new RemoteUnreachableError(site.remote, `${file} answered ${response.statusCode}`);
      }
      const text = await response.body.text();
      texts.set(url, text);
      return text;
    },
  };
}

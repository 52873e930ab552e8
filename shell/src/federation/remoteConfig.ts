import { REMOTE_NAMES, type RemoteName } from 'shared';

/** Where each remote's manifest is served. Read at run time from /remotes.json. */
export type RemoteEntries = Record<RemoteName, string>;

export const DEFAULT_REMOTE_ENTRIES: RemoteEntries = {
  shop: 'http://localhost:3001/mf-manifest.json',
  blog: 'http://localhost:3002/mf-manifest.json',
  farm_content: 'http://localhost:3003/mf-manifest.json',
  checkout: 'http://localhost:3004/mf-manifest.json',
};

/** Keeps the entries of a parsed remotes.json that are well-formed http(s) URLs. */
export function parseRemoteConfig(data: unknown, defaults: RemoteEntries = DEFAULT_REMOTE_ENTRIES): RemoteEntries {
  const entries = { ...defaults };
  const remotes = (data as { remotes?: Record<string, { entry?: unknown }> } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return entries;
  for (const name of REMOTE_NAMES) {
    const entry = remotes[name]?.entry;
    if (typeof entry === 'string' && isHttpUrl(entry)) entries[name] = entry;
  }
  return entries;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value, 'http://base.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Fetches /remotes.json; the local defaults apply when it is missing or unreadable. */
export async function loadRemoteConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteEntries> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_REMOTE_ENTRIES;
    return parseRemoteConfig(await response.json());
  } catch {
    console.warn('[shell] /remotes.json could not be read; using the local remote addresses.');
    return DEFAULT_REMOTE_ENTRIES;
  }
}

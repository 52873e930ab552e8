// From its module, not the `shared` package: the start-up's first step must not evaluate it (federation/prepareRemotes.ts).
import { REMOTE_NAMES } from 'shared/src/remoteRoutes';
import { isOriginAllowed, type RemoteName } from 'contract';
import type { RemoteConfig, RemoteEntries } from './remoteConfig';

/**
 * QA overrides: `?remote.shop=<manifest URL>` points this browser tab at a candidate build of
 * one remote without rebuilding anything. The choice is remembered in sessionStorage for the
 * rest of the tab's visit; `?remote.shop=` (empty) forgets it. Every override, new or
 * remembered, is checked at start-up against the `overrideOrigins` allow-list of remotes.json.
 */
const OVERRIDE_PARAM_PREFIX = 'remote.';
export const OVERRIDE_STORAGE_KEY = 'terra-verde:remote-overrides';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export interface OverrideParams {
  /** Overrides asked for in the query string. */
  requested: RemoteOverrides;
  /** Remotes whose remembered override the query string clears. */
  cleared: RemoteName[];
  /** The query string without the override parameters (what the address bar should show). */
  remainingSearch: string;
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export function parseOverrideParams(search: string): OverrideParams {
  const params = new URLSearchParams(search);
  const requested: RemoteOverrides = {};
  const cleared: RemoteName[] = [];
  for (const [key, value] of [...params]) {
    if (!key.startsWith(OVERRIDE_PARAM_PREFIX)) continue;
    const name = key.slice(OVERRIDE_PARAM_PREFIX.length);
    params.delete(key);
    if (!isRemoteName(name)) {
      console.warn(`[shell] ignoring override "${key}": there is no remote called "${name}".`);
      continue;
    }
    if (value.trim() === '') cleared.push(name);
    else requested[name] = value.trim();
  }
  const rest = params.toString();
  return { requested, cleared, remainingSearch: rest ? `?${rest}` : '' };
}

export function readStoredOverrides(storage: Storage | null): RemoteOverrides {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const overrides: RemoteOverrides = {};
    for (const [name, url] of Object.entries(parsed)) if (isRemoteName(name) && typeof url === 'string') overrides[name] = url;
    return overrides;
  } catch {
    return {};
  }
}

function writeStoredOverrides(storage: Storage | null, overrides: RemoteOverrides): void {
  try {
    if (Object.keys(overrides).length) storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
    else storage?.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the override then lasts for this page load only.
  }
}

/** Why an override is refused, or null when it may be used. */
function overrideRefusal(url: string, allowedOrigins: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'it is not an absolute URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'only http(s) URLs are allowed';
  if (!isOriginAllowed(url, allowedOrigins)) return `the origin ${parsed.origin} is not in "overrideOrigins" of remotes.json`;
  return null;
}

export interface ResolvedEntries {
  entries: RemoteEntries;
  /** The overrides in force for this page load. */
  overrides: RemoteOverrides;
  remainingSearch: string;
}

/** The remote entries for this page load: the config's, with the allowed QA overrides applied. */
export function applyRemoteOverrides(config: RemoteConfig, search: string, storage: Storage | null): ResolvedEntries {
  const { requested, cleared, remainingSearch } = parseOverrideParams(search);
  const wanted: RemoteOverrides = { ...readStoredOverrides(storage), ...requested };
  for (const name of cleared) delete wanted[name];

  const overrides: RemoteOverrides = {};
  for (const [name, url] of Object.entries(wanted) as Array<[RemoteName, string]>) {
    const refusal = overrideRefusal(url, config.overrideOrigins);
    if (refusal) {
      console.warn(`[shell] override of remote "${name}" refused (${url}): ${refusal}.`);
      continue;
    }
    overrides[name] = url;
    console.info(`[shell] QA override: remote "${name}" is loaded from ${url}.`);
  }
  writeStoredOverrides(storage, overrides);
  return { entries: { ...config.entries, ...overrides }, overrides, remainingSearch };
}

// From its module, not the `shared` package: the start-up's first step must not evaluate it (federation/prepareRemotes.ts).
import { REMOTE_NAMES } from 'shared/src/remoteRoutes';
import { REMOTES, type RemoteName } from 'contract';
import { requestRemoteConfig } from './requestRemoteConfig';

/** Where each remote's manifest is served. */
export type RemoteEntries = Record<RemoteName, string>;

/** The run-time configuration of the shell, read from /remotes.json (see the README). */
export interface RemoteConfig {
  entries: RemoteEntries;
  /** Origin patterns a QA override may point at, e.g. `http://localhost:*`. Empty: no overrides. */
  overrideOrigins: string[];
  /**
   * The share of page views that send a field report, 0 to 1 (`vitalsSample`; VITALS_SAMPLE
   * under npm start; docs/decisions/field-vitals.md). None unless the file says so: a host opts in.
   */
  vitalsSample: number;
}

/** Where `npm start` serves each remote (the topology's ports); remotes.json says where they really are. */
export const DEFAULT_REMOTE_ENTRIES = Object.fromEntries(
  REMOTES.map(({ name, port }) => [name, `http://localhost:${port}/mf-manifest.json`]),
) as RemoteEntries;

/** Without a readable remotes.json nobody may override a remote: the safe default. */
export const DEFAULT_REMOTE_CONFIG: RemoteConfig = { entries: DEFAULT_REMOTE_ENTRIES, overrideOrigins: [], vitalsSample: 0 };

/** Keeps the well-formed parts of a parsed remotes.json; the defaults fill the rest. */
export function parseRemoteConfig(data: unknown, defaults: RemoteConfig = DEFAULT_REMOTE_CONFIG): RemoteConfig {
  const config = data as { remotes?: Record<string, { entry?: unknown }>; overrideOrigins?: unknown; vitalsSample?: unknown } | null;
  const entries = { ...defaults.entries };
  const remotes = config?.remotes;
  if (remotes && typeof remotes === 'object') {
    for (const name of REMOTE_NAMES) {
      const entry = remotes[name]?.entry;
      if (typeof entry === 'string' && isHttpUrl(entry)) entries[name] = entry;
    }
  }
  const origins = config?.overrideOrigins;
  const overrideOrigins = Array.isArray(origins)
    ? origins.filter((origin): origin is string => typeof origin === 'string')
    : defaults.overrideOrigins;
  const sample = config?.vitalsSample;
  const vitalsSample = typeof sample === 'number' && sample >= 0 && sample <= 1 ? sample : defaults.vitalsSample;
  return { entries, overrideOrigins, vitalsSample };
}

function isHttpUrl(value: string, base = 'http://base.invalid'): boolean {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads /remotes.json from its response (the request is made by the entry script, before the
 * shared libraries load); the local defaults apply when it is missing or unreadable.
 */
export async function loadRemoteConfig(request: Promise<Response> = requestRemoteConfig()): Promise<RemoteConfig> {
  try {
    const response = await request;
    if (!response.ok) {
      console.warn(`[shell] /remotes.json answered ${response.status}; using the local remote addresses.`);
      return DEFAULT_REMOTE_CONFIG;
    }
    return parseRemoteConfig(await response.json());
  } catch {
    console.warn('[shell] /remotes.json could not be read; using the local remote addresses.');
    return DEFAULT_REMOTE_CONFIG;
  }
}

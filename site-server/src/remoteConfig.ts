/**
 * remotes.json: where each remote's `mf-manifest.json` is, and the QA override patterns
 * (docs/decisions/run-time-remotes-json.md). It comes from a file or the environment, so each part
 * is checked where it is used: a remote without a string entry is skipped, as the browser skips it.
 */
export interface RemoteConfig {
  remotes?: Record<string, unknown>;
  overrideOrigins?: unknown;
}

/** remotes.json as a server has it now: read again when it changes, undefined when there is none. */
export type RemoteConfigSource = () => RemoteConfig | undefined;

/** A remote's manifest URL as remotes.json gives it, when it gives one. */
export function entryOf(remote: unknown): string | undefined {
  if (typeof remote !== 'object' || remote === null) return undefined;
  const { entry } = remote as { entry?: unknown };
  return typeof entry === 'string' ? entry : undefined;
}

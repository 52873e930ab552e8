/** A server that never answers must not keep the site from starting: the defaults apply after this. */
const REMOTE_CONFIG_TIMEOUT_MS = 5000;

/**
 * Asks for /remotes.json, revalidated on every load (docs/architecture.md#run-time-remote-configuration).
 * No imports: the entry script calls it before the shared libraries load.
 */
export function requestRemoteConfig(timeoutMs = REMOTE_CONFIG_TIMEOUT_MS): Promise<Response> {
  return fetch('/remotes.json', { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
}

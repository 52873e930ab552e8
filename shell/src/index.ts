// Asked for at once, while the shared libraries download, rather than after them.
const remoteConfigRequest = fetch('/remotes.json', { cache: 'no-cache' });
// Keeps a failed request from being reported as unhandled before bootstrap reads it.
remoteConfigRequest.catch(() => undefined);

// The async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap').then(({ start }) => start(remoteConfigRequest));

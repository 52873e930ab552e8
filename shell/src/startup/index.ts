import { requestRemoteConfig } from '../federation/requestRemoteConfig';
import { afterFirstPaint, nextTask } from './scheduling';

// index.html already shows the frame (scripts/prerender-frame.mjs). Nothing is fetched until it
// is on screen, so the first paint never waits for, or shares the network with, the app's code.
afterFirstPaint().then(() => {
  // Asked for at once, while the shared libraries download, rather than after them.
  const remoteConfigRequest = requestRemoteConfig();
  // Keeps a failed request from being reported as unhandled before bootstrap reads it.
  remoteConfigRequest.catch(() => undefined);

  // The async boundary: shared singletons are negotiated before any React code runs.
  return nextTask()
    .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
    .then(({ start }) => start(remoteConfigRequest));
});

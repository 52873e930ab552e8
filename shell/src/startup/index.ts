import { requestRemoteConfig } from '../federation/requestRemoteConfig';
import { nextTask } from './scheduling';

// index.html runs this script once its page is on screen (scripts/prerender-frame.mjs): the
// server's HTML has painted, and the app only takes over what is there.
// Asked for at once, while the shared libraries download, rather than after them.
const remoteConfigRequest = requestRemoteConfig();
// Keeps a failed request from being reported as unhandled before bootstrap reads it.
remoteConfigRequest.catch(() => undefined);

// The async boundary: shared singletons are negotiated before any React code runs.
nextTask()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ start }) => start(remoteConfigRequest));

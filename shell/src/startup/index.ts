import { requestRemoteConfig } from '../federation/requestRemoteConfig';
import { nextTask } from './scheduling';

// index.html already shows the frame and, from the shell's server, the page itself: the app
// starts at once and only takes over what is on screen.
// Asked for at once, while the shared libraries download, rather than after them.
const remoteConfigRequest = requestRemoteConfig();
// Keeps a failed request from being reported as unhandled before bootstrap reads it.
remoteConfigRequest.catch(() => undefined);

// The async boundary: shared singletons are negotiated before any React code runs.
nextTask()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ start }) => start(remoteConfigRequest));

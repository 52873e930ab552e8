/**
 * Federation runtime plugin for the shell: hands its runtime core to the remotes, which are
 * built without one (see provideFederationRuntime.js). MF's own `provideExternalRuntime` does
 * the same but pulls in a second, CommonJS copy of the core (12 KB compressed more on every page).
 */
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}

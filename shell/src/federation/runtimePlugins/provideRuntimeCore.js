/**
 * Federation runtime plugin: hands the shell's runtime core to the remotes, which are built
 * without one (docs/decisions/external-runtime-core.md). MF's own `provideExternalRuntime` does
 * the same but pulls in a second, CommonJS copy of the core (12 KB compressed more on every page).
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { GLOBAL_NAME } from '../../../../scripts/webpack/runtimeCoreGlobal';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      globalThis[GLOBAL_NAME] = runtimeCore;
      return args;
    },
  };
}

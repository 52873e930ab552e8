import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../../startup/scheduling';

/**
 * Federation runtime plugin: loading a remote is a chain of steps (start its container and
 * negotiate the shared libraries, fetch the exposed module, run it) that the runtime would run in
 * the one task in which its remoteEntry.js arrived. Each step starts in a task of its own here,
 * so none of them keeps a phone from answering a tap for long (shell/src/startup/README.md).
 */
export default function shortTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'terra-verde-short-tasks',
    async beforeInitRemote() {
      await nextTask();
    },
    async initContainer(args) {
      await nextTask();
      return args;
    },
    async afterGetExpose() {
      await nextTask();
    },
  };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin: a remote that cannot load (server down, bad script, missing
 * manifest) is reported once and surfaces as a rejected load, which the shell turns into the
 * remote's 'temporarily unavailable' state instead of a broken page.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  return {
    name: 'terra-verde-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      // `id` is `<remote>/<module>`, or the manifest URL when the manifest itself failed.
      const remote = /^[a-z]+:\/\//i.test(id) ? id : (id.split('/')[0] ?? id);
      if (!reported.has(remote)) {
        reported.add(remote);
        console.warn(`[shell] remote "${remote}" could not be loaded (${lifecycle}):`, error instanceof Error ? error.message : error);
      }
      // Nothing to fall back to: let the caller show the unavailable state.
      return undefined;
    },
  };
}

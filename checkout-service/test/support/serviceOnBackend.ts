import { openStore, type Store } from '../../src/store/openStore';
import type { BACKENDS } from './backends';
import { serve, silentLog, testConfig, type Service } from './fixtures';

/**
 * For each test of a describe block: a fresh store on one of the two back ends (BACKENDS), the
 * service on it, and both closed and the database dropped after the test.
 */
export function serviceOnBackend(fresh: (typeof BACKENDS)[number][1]): { readonly service: Service; readonly store: Store } {
  let service: Service | undefined;
  let store: Store | undefined;
  let cleanup: () => Promise<void> = async () => undefined;

  beforeEach(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
    service = await serve(testConfig({ store: backend.location }), store);
  });

  afterEach(async () => {
    await service?.close();
    await store?.close();
    await cleanup();
  });

  return {
    get service() {
      return service!;
    },
    get store() {
      return store!;
    },
  };
}

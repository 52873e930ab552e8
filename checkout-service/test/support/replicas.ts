import type { ServiceConfig } from '../../src/config/config';
import { openStore, type Store } from '../../src/store/openStore';
import { BACKENDS } from './backends';
import { serve, silentLog, type Service } from './fixtures';

/**
 * For a describe block: two app instances on one fresh PostgreSQL database, each with its own
 * store and pool, as two replicas in two processes have; started before its tests, closed after.
 */
export function twoReplicasOnPostgres(config: ServiceConfig): readonly Service[] {
  const [, freshPostgres] = BACKENDS.find(([name]) => name === 'PostgreSQL')!;
  let cleanup: () => Promise<void>;
  const stores: Store[] = [];
  const replicas: Service[] = [];
  beforeAll(async () => {
    const backend = await freshPostgres();
    cleanup = backend.cleanup;
    for (let i = 0; i < 2; i++) {
      const store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
      stores.push(store);
      replicas.push(await serve(config, store));
    }
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    for (const store of stores) await store.close();
    await cleanup();
  });
  return replicas;
}

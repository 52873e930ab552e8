import { API_PATHS } from 'contract';
import { addStaffAccount } from '../../src/staff/staffAccounts';
import { openStore, type Store } from '../../src/store/openStore';
import type { BACKENDS } from './backends';
import { serve, silentLog, SITE, testConfig, type Service } from './fixtures';
import { cookieHeader, sessionCookie } from './staffService';

const INES = 'ines@farm.example';
const PASSWORD = 'rows of heirloom tomatoes';

/**
 * For a describe block: a fresh store on one of the two back ends (BACKENDS), the service on it
 * (src/app.ts, behind the staff sign-in's real guards), and a staff member signed in through it,
 * whose `cookie` each staff request sends; all closed and the database dropped after the block.
 */
export function signedInOffice(
  fresh: (typeof BACKENDS)[number][1],
  config = testConfig(),
): { readonly service: Service; readonly store: Store; readonly cookie: string } {
  let backend: Awaited<ReturnType<typeof fresh>> | undefined;
  let store: Store | undefined;
  let service: Service | undefined;
  let cookie = '';

  beforeAll(async () => {
    backend = await fresh();
    store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
    service = await serve(config, store);
    await addStaffAccount(store.staff, INES, PASSWORD, new Date());
    const signIn = await service.http.post(API_PATHS.staffSession).set({ Origin: SITE }).send({ email: INES, password: PASSWORD });
    expect(signIn.status).toBe(200);
    cookie = cookieHeader(sessionCookie(signIn)!.value);
  });
  afterAll(async () => {
    await service?.close();
    await store?.close();
    await backend?.cleanup();
  });

  return {
    get service() {
      return service!;
    },
    get store() {
      return store!;
    },
    get cookie() {
      return cookie;
    },
  };
}

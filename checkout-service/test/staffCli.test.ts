import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { main, type StaffCommandIo } from '../src/cli/staff';
import { PASSWORD_TOO_SHORT, verifyPassword } from '../src/staff/passwords';
import { openStore, type Store, type StoreLocation } from '../src/store/openStore';
import { BACKENDS } from './support/backends';
import { serve, silentLog, testConfig, type Service } from './support/fixtures';

const PASSWORD = 'rows of heirloom tomatoes';
const TOKEN = 'test-admin-token-0123456789abcdef';

/** A terminal stand-in: the answers it types at each hidden prompt, and what the command printed. */
function fakeTerminal(answers: string[], interactive = true) {
  const asked: string[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const io: StaffCommandIo = {
    interactive,
    askHidden: async (question) => {
      asked.push(question);
      return answers.shift() ?? '';
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  return { io, asked, out, err };
}

/** The environment that points the command at a store, as an operator would set it. */
const envFor = (location: StoreLocation): NodeJS.ProcessEnv =>
  location.kind === 'postgres' ? { DATABASE_URL: location.url } : { DATA_DIR: location.dataDir ?? undefined };

const open = (location: StoreLocation) => openStore(location, { log: silentLog, onLockLost: silentLog });

describe.each(BACKENDS)('npm run staff, on the store itself (%s)', (_name, fresh) => {
  let location: StoreLocation;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ location, cleanup } = await fresh());
  });
  afterAll(() => cleanup());

  /** Looks into the store after the command has closed it. */
  async function inStore<T>(look: (store: Store) => Promise<T>): Promise<T> {
    const store = await open(location);
    try {
      return await look(store);
    } finally {
      await store.close();
    }
  }

  it('adds an account: the password asked twice, hidden, the e-mail kept lower case and the password as its argon2id hash', async () => {
    const terminal = fakeTerminal([PASSWORD, PASSWORD]);
    expect(await main(['add', 'Ana@Farm.Example'], envFor(location), terminal.io)).toBe(0);
    expect(terminal.asked).toEqual(['Password for ana@farm.example (at least 12 characters): ', 'The same password again: ']);
    expect(terminal.out).toEqual(['Added the staff account ana@farm.example.']);
    const account = await inStore((store) => store.staff.findAccount('ana@farm.example'));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(account!.passwordHash, PASSWORD)).toBe(true);
  });

  it('reads STAFF_PASSWORD when stdin is not a terminal, and says to set it when it is missing', async () => {
    const piped = fakeTerminal([], false);
    expect(await main(['add', 'ben@farm.example'], { ...envFor(location), STAFF_PASSWORD: PASSWORD }, piped.io)).toBe(0);
    expect(piped.asked).toEqual([]);
    const missing = fakeTerminal([], false);
    expect(await main(['add', 'cleo@farm.example'], envFor(location), missing.io)).toBe(1);
    expect(missing.err).toEqual(['stdin is not a terminal, so the password cannot be asked for: set STAFF_PASSWORD.']);
    expect(
      await inStore(async (store) => [
        !!(await store.staff.findAccount('ben@farm.example')),
        !!(await store.staff.findAccount('cleo@farm.example')),
      ]),
    ).toEqual([true, false]);
  });

  it.each<[string, string[], string[], string]>([
    ['a short password', ['add', 'dora@farm.example'], ['too short'], PASSWORD_TOO_SHORT],
    [
      'two different passwords',
      ['add', 'dora@farm.example'],
      [PASSWORD, `${PASSWORD}!`],
      'The two passwords are not the same; nothing was changed.',
    ],
    ['a malformed e-mail', ['add', 'dora@farm'], [PASSWORD, PASSWORD], 'E-mail must be a valid e-mail address, like name@example.com.'],
    [
      'an e-mail that has an account',
      ['add', 'ANA@farm.example'],
      [PASSWORD, PASSWORD],
      'There is already a staff account for ana@farm.example.',
    ],
    ['an unknown command', ['rename', 'dora@farm.example'], [], 'Expected add EMAIL or remove EMAIL.'],
  ])('refuses %s with one sentence and exit code 1, changing nothing', async (_case, argv, answers, sentence) => {
    const terminal = fakeTerminal(answers);
    expect(await main(argv, envFor(location), terminal.io)).toBe(1);
    expect(terminal.err).toHaveLength(1);
    expect(terminal.err[0].split('\n')[0]).toBe(sentence);
    expect(await inStore((store) => store.staff.findAccount('dora@farm.example'))).toBeNull();
  });

  it('removes an account and its sessions; removing it again says there is none', async () => {
    await inStore((store) =>
      store.staff.findAccount('ana@farm.example').then((ana) => store.staff.startSession('a'.repeat(64), ana!.id, new Date())),
    );
    const terminal = fakeTerminal([]);
    expect(await main(['remove', 'ana@farm.example'], envFor(location), terminal.io)).toBe(0);
    expect(terminal.out).toEqual(['Removed the staff account ana@farm.example; its sessions are ended.']);
    expect(
      await inStore(async (store) => [await store.staff.findAccount('ana@farm.example'), await store.staff.findSession('a'.repeat(64))]),
    ).toEqual([null, null]);
    const again = fakeTerminal([]);
    expect(await main(['remove', 'ana@farm.example'], envFor(location), again.io)).toBe(1);
    expect(again.err).toEqual(['There is no staff account for ana@farm.example.']);
  });
});

describe('npm run staff, while a running service owns the data directory', () => {
  let dataDir: string;
  let service: Service;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-staff-'));
    const location: StoreLocation = { kind: 'pglite', dataDir };
    const store = await open(location);
    service = await serve(testConfig({ store: location, adminToken: TOKEN }), store);
    env = {
      DATA_DIR: dataDir,
      ADMIN_TOKEN: TOKEN,
      CHECKOUT_SERVICE_URL: `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`,
    };
  });
  afterAll(async () => {
    await service.close();
    await service.store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks the service with ADMIN_TOKEN to add the account', async () => {
    const terminal = fakeTerminal([PASSWORD, PASSWORD]);
    expect(await main(['add', 'Ana@Farm.Example'], env, terminal.io)).toBe(0);
    expect(terminal.out).toEqual(['Added the staff account ana@farm.example.']);
    const account = await service.store.staff.findAccount('ana@farm.example');
    expect(await verifyPassword(account!.passwordHash, PASSWORD)).toBe(true);
  });

  it('passes on the service’s refusal as its sentence', async () => {
    const terminal = fakeTerminal([PASSWORD, PASSWORD]);
    expect(await main(['add', 'ana@farm.example'], env, terminal.io)).toBe(1);
    expect(terminal.err).toEqual(['There is already a staff account for ana@farm.example.']);
  });

  it('asks the service to remove the account, and says when there is none', async () => {
    const terminal = fakeTerminal([]);
    expect(await main(['remove', 'ana@farm.example'], env, terminal.io)).toBe(0);
    expect(await service.store.staff.findAccount('ana@farm.example')).toBeNull();
    const again = fakeTerminal([]);
    expect(await main(['remove', 'ana@farm.example'], env, again.io)).toBe(1);
    expect(again.err).toEqual(['There is no staff account for ana@farm.example.']);
  });

  it('needs ADMIN_TOKEN, and the right one, saying so', async () => {
    const without = fakeTerminal([PASSWORD, PASSWORD]);
    expect(await main(['add', 'ben@farm.example'], { ...env, ADMIN_TOKEN: undefined }, without.io)).toBe(1);
    expect(without.err[0]).toMatch(/^A running checkout-service owns the data directory: set ADMIN_TOKEN/);
    const wrong = fakeTerminal([PASSWORD, PASSWORD]);
    expect(await main(['add', 'ben@farm.example'], { ...env, ADMIN_TOKEN: 'not-the-token-0123456789abcdef' }, wrong.io)).toBe(1);
    expect(wrong.err[0]).toMatch(/refused ADMIN_TOKEN/);
    expect(await service.store.staff.findAccount('ben@farm.example')).toBeNull();
  });
});

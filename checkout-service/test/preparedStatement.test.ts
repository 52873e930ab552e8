import { eq } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '../src/store/openStore';
import { placeholdersOf, preparedStatement, rowOf } from '../src/store/preparedStatement';
import { deliveryRuleChanges } from '../src/store/schema';
import { BACKENDS } from './support/backends';
import { silentLog } from './support/fixtures';

/**
 * The checkout's statements built once (src/store/preparedStatement.ts) rely on drizzle's session
 * interface: these fail if a drizzle upgrade changes what it gives, on either back end.
 */
describe.each(BACKENDS)('a statement built once, on %s', (_name, fresh) => {
  let opened: OpenedDatabase;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    let location;
    ({ location, cleanup } = await fresh());
    opened = await openDatabase(location, { log: silentLog, onLockLost: silentLog });
  });
  afterEach(async () => {
    await opened.close();
    await cleanup();
  });

  const recordChange = preparedStatement('test_record_rule_change', (db, values: typeof deliveryRuleChanges.$inferInsert) =>
    db.insert(deliveryRuleChanges).values(placeholdersOf(values)).returning(),
  );
  const recordChangeWithId = preparedStatement('test_record_rule_change_with_id', (db, values: typeof deliveryRuleChanges.$inferInsert) =>
    db.insert(deliveryRuleChanges).values(placeholdersOf(values)).returning(),
  );
  const byActor = (actor: string) => eq(deliveryRuleChanges.actor, actor);

  it('runs again with new values, and answers rows mapped as drizzle maps them (a timestamp is a Date)', async () => {
    const { db } = opened;
    const first = await recordChange(db, { rules: { version: 1 }, actor: 'script', at: new Date('2026-11-27T10:00:00Z') });
    const second = await recordChange(db, { rules: { version: 2 }, actor: 'ann@example.com', at: new Date('2026-11-27T11:00:00Z') });
    const rows = [rowOf(deliveryRuleChanges, first[0]), rowOf(deliveryRuleChanges, second[0])];
    expect(rows.map(({ rules, actor, at }) => [rules, actor, at])).toEqual([
      [{ version: 1 }, 'script', new Date('2026-11-27T10:00:00Z')],
      [{ version: 2 }, 'ann@example.com', new Date('2026-11-27T11:00:00Z')],
    ]);
    expect(rows[1].id).toBeGreaterThan(rows[0].id);
  });

  it("runs on the transaction it is given: the transaction's rollback undoes it", async () => {
    const { db } = opened;
    await expect(
      db.transaction(async (tx) => {
        await recordChange(tx, { rules: { version: 1 }, actor: 'rolled back', at: new Date() });
        expect(await tx.select().from(deliveryRuleChanges).where(byActor('rolled back'))).toHaveLength(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.select().from(deliveryRuleChanges).where(byActor('rolled back'))).toHaveLength(0);
  });

  it("outside a transaction, waits for another caller's transaction and is not undone by its rollback", async () => {
    const { db } = opened;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = db.transaction(async (tx) => {
      await recordChange(tx, { rules: { version: 1 }, actor: 'rolled back', at: new Date() });
      entered();
      await held;
      throw new Error('refused');
    });
    await inside;
    const outside = recordChange(db, { rules: { version: 2 }, actor: 'outside', at: new Date() });
    release();
    await expect(transaction).rejects.toThrow('refused');
    await outside;
    expect(await db.select().from(deliveryRuleChanges).where(byActor('outside'))).toHaveLength(1);
    expect(await db.select().from(deliveryRuleChanges).where(byActor('rolled back'))).toHaveLength(0);
  });

  it("reports a refused statement as drizzle does, with the database's code, and runs again afterwards", async () => {
    const { db } = opened;
    const change = { id: 7, rules: { version: 1 }, actor: 'script', at: new Date() };
    await recordChangeWithId(db, change);
    await expect(recordChangeWithId(db, change)).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(db.transaction((tx) => recordChangeWithId(tx, { ...change, actor: 'in a transaction' }))).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    const [row] = await recordChangeWithId(db, { ...change, id: 8 });
    expect(rowOf(deliveryRuleChanges, row).id).toBe(8);
  });
});

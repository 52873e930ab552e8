import { desc, eq } from 'drizzle-orm';
import { DeliveryRulesSchema, NO_DELIVERY_RULES, type DeliveryRules } from 'contract';
import type { Database } from '../store/database';
import { deliveryRuleChanges, deliveryRules } from '../store/schema';
import { preparedStatement, rowOf } from '../store/preparedStatement';

/** The one row the rules live in (a check in the schema holds it to 1). */
const RULES_ROW = 1;

/** A change of the rules, for the office: when and who. */
export interface RuleChange {
  at: Date;
  actor: string;
}

/** Every checkout reads the rules in its transaction: built once (src/store/preparedStatement.ts). */
const readRulesForCheckout = preparedStatement('checkout_read_rules', (db) =>
  db.select().from(deliveryRules).where(eq(deliveryRules.id, RULES_ROW)).for('share'),
);

/**
 * The farm's delivery rules (docs/product.md#delivery-rules): read by every checkout, set by the
 * office or a script. No row is no rules: the shop behaves as it always has (NO_DELIVERY_RULES).
 * Each change is logged with who made it, in the same transaction.
 */
export function createDeliveryRulesStore(db: Database) {
  return {
    /**
     * The rules now. Inside a checkout's transaction (`tx`) the row is read FOR SHARE: a change of
     * the rules (the office closing a day) waits for the checkouts that read them to commit, and
     * those that start after it read the new rules, so no checkout books a day just closed.
     * Checkouts do not wait for each other: share locks go together.
     */
    async current(tx?: Database): Promise<DeliveryRules> {
      const [row] = tx
        ? (await readRulesForCheckout(tx, {})).map((raw) => rowOf(deliveryRules, raw))
        : await db.select({ rules: deliveryRules.rules }).from(deliveryRules).where(eq(deliveryRules.id, RULES_ROW));
      if (!row) return NO_DELIVERY_RULES;
      // Stored only after DeliveryRulesSchema accepted them; parsed again so a hand-edited row cannot pass unchecked.
      const parsed = DeliveryRulesSchema.safeParse(row.rules);
      if (!parsed.success) throw new Error('The stored delivery rules do not match the contract; set them again in the office.');
      return parsed.data;
    },

    /** Replaces the rules (already checked by DeliveryRulesSchema) and logs the change. */
    async replace(rules: DeliveryRules, actor: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(deliveryRules)
          .values({ id: RULES_ROW, rules, updatedAt: at, updatedBy: actor })
          .onConflictDoUpdate({ target: deliveryRules.id, set: { rules, updatedAt: at, updatedBy: actor } });
        await tx.insert(deliveryRuleChanges).values({ rules, actor, at });
      });
    },

    /** The latest changes, newest first. */
    async changes(limit: number): Promise<RuleChange[]> {
      return db
        .select({ at: deliveryRuleChanges.at, actor: deliveryRuleChanges.actor })
        .from(deliveryRuleChanges)
        .orderBy(desc(deliveryRuleChanges.at), desc(deliveryRuleChanges.id))
        .limit(limit);
    },
  };
}

export type DeliveryRulesStore = ReturnType<typeof createDeliveryRulesStore>;

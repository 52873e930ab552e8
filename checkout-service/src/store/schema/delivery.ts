import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** The farm's delivery rules and their change log (docs/product.md#delivery-rules). */

/**
 * The farm's delivery rules (docs/product.md#delivery-rules), one row (id 1), as the contract's
 * DeliveryRulesSchema checked them; no row is no rules (NO_DELIVERY_RULES: today's behaviour).
 */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    id: integer('id').primaryKey(),
    rules: jsonb('rules').notNull(),
    updatedAt: timestamps('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  () => [check('delivery_rules_one_row', sql`id = 1`)],
);

/** Every change of the rules, written with it: who (a staff e-mail, or `script`), when, and the rules it set. */
export const deliveryRuleChanges = pgTable(
  'delivery_rule_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rules: jsonb('rules').notNull(),
    actor: text('actor').notNull(),
    at: timestamps('at').notNull().defaultNow(),
  },
  (table) => [index('delivery_rule_changes_at').on(table.at)],
);

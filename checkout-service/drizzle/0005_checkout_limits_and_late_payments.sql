ALTER TABLE "local_payments" DROP CONSTRAINT "local_payments_state_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "browser_key_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_refund_id" text;--> statement-breakpoint
ALTER TABLE "product_stock" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" ADD COLUMN "max_per_checkout" integer;--> statement-breakpoint
CREATE INDEX "orders_client_key_pending" ON "orders" USING btree ("client_key") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_browser_key_pending" ON "orders" USING btree ("browser_key_hash") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_state_known" CHECK (state in ('open', 'paid', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_held_not_negative" CHECK ("product_stock"."held" >= 0);--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_max_per_checkout_positive" CHECK ("product_stock"."max_per_checkout" > 0);--> statement-breakpoint
-- Stock was kept as "left to sell", with unpaid checkouts' units taken out of on_hand. From here on_hand
-- is what the farm has (held units included) and held is what unpaid checkouts took: move those in.
UPDATE "product_stock" SET "held" = "pending"."units", "on_hand" = "product_stock"."on_hand" + "pending"."units"
FROM (
  SELECT "order_lines"."product_id", sum("order_lines"."reserved_quantity")::integer AS "units"
  FROM "order_lines" JOIN "orders" ON "orders"."id" = "order_lines"."order_id"
  WHERE "orders"."status" = 'pending' AND "order_lines"."reserved_quantity" > 0
  GROUP BY "order_lines"."product_id"
) AS "pending"
WHERE "product_stock"."product_id" = "pending"."product_id";

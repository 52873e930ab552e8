ALTER TABLE "local_payments" DROP CONSTRAINT "local_payments_order_id_unique";--> statement-breakpoint
ALTER TABLE "local_payments" DROP CONSTRAINT "local_payments_state_known";--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
UPDATE "local_payments" SET "amount_cents" = (SELECT "total_cents" FROM "orders" WHERE "orders"."id" = "local_payments"."order_id");--> statement-breakpoint
ALTER TABLE "local_payments" ALTER COLUMN "amount_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "estimated_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "actual_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "charged_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment" text DEFAULT 'at_once' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charged_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_session_id" text;--> statement-breakpoint
ALTER TABLE "product_stock" ADD COLUMN "estimated_grams" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "local_payments_order_purpose" ON "local_payments" USING btree ("order_id","purpose");--> statement-breakpoint
CREATE INDEX "orders_hold_ends_at" ON "orders" USING btree ("hold_ends_at") WHERE "orders"."payment" = 'held';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_session_id_unique" UNIQUE("balance_session_id");--> statement-breakpoint
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_purpose_known" CHECK (purpose in ('order', 'balance'));--> statement-breakpoint
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_state_known" CHECK (state in ('open', 'paid', 'cancelled', 'expired', 'held', 'captured', 'released'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_weighed_only" CHECK ("order_lines"."estimated_grams" is not null or ("order_lines"."actual_grams" is null and "order_lines"."charged_cents" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_known" CHECK (payment in ('at_once', 'held', 'captured', 'released', 'lapsed', 'pay_link_sent'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_for_weighed" CHECK (("orders"."payment" = 'at_once') = ("orders"."held_cents" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charged_within_hold" CHECK ("orders"."charged_cents" is null or "orders"."charged_cents" between 0 and "orders"."held_cents");--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_estimated_grams_positive" CHECK ("product_stock"."estimated_grams" > 0);
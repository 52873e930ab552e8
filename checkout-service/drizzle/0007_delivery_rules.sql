CREATE TABLE "delivery_rule_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "delivery_rules_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "delivery_rule_changes_at" ON "delivery_rule_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "orders_delivery_day" ON "orders" USING btree ("delivery_day");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_day_for_deliveries" CHECK ("orders"."delivery_day" is null or "orders"."fulfilment_method" = 'delivery');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_not_negative" CHECK ("orders"."delivery_fee_cents" >= 0);
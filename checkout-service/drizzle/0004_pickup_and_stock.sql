CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"on_hand" integer,
	"sold_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_on_hand_not_negative" CHECK ("product_stock"."on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_method" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_day" date;--> statement-breakpoint
CREATE INDEX "orders_pickup_day" ON "orders" USING btree ("pickup_day");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_reserved_within_quantity" CHECK ("order_lines"."reserved_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_method_known" CHECK (fulfilment_method in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_has_day" CHECK (("orders"."fulfilment_method" = 'pickup') = ("orders"."pickup_day" is not null));
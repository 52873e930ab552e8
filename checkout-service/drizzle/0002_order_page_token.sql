ALTER TABLE "orders" ADD COLUMN "page_token" text;--> statement-breakpoint
UPDATE "orders" SET "page_token" = rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "page_token" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_page_token" ON "orders" USING btree ("page_token");

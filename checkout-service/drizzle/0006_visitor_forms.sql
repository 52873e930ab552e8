CREATE TABLE "blog_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "blog_comments_status_known" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "box_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"box_size" text NOT NULL,
	"frequency" text NOT NULL,
	"method" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"start_day" date,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "box_requests_status_known" CHECK (status in ('new', 'contacted', 'active', 'declined')),
	CONSTRAINT "box_requests_size_known" CHECK (box_size in ('small', 'medium', 'large')),
	CONSTRAINT "box_requests_frequency_known" CHECK (frequency in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "box_requests_method_known" CHECK (method in ('delivery', 'pickup'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	CONSTRAINT "contact_messages_status_known" CHECK (status in ('new', 'answered', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'unconfirmed' NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscribers_state_known" CHECK (state in ('unconfirmed', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "about_email" text;--> statement-breakpoint
CREATE INDEX "blog_comments_status_post_id" ON "blog_comments" USING btree ("status","post_id","posted_at");--> statement-breakpoint
CREATE INDEX "blog_comments_email" ON "blog_comments" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "box_requests_status_created_at" ON "box_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "box_requests_email" ON "box_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_status_received_at" ON "contact_messages" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "contact_messages_email" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_state_created_at" ON "newsletter_subscribers" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_about_email" ON "outbox_messages" USING btree ("about_email");
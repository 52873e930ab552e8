CREATE TABLE "vitals_buckets" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"remote" text NOT NULL,
	"build" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "vitals_buckets_day_route_remote_build_metric_bucket_pk" PRIMARY KEY("day","route","remote","build","metric","bucket"),
	CONSTRAINT "vitals_buckets_metric" CHECK (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "vitals_buckets_count_positive" CHECK ("vitals_buckets"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "vitals_reports" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"remote" text NOT NULL,
	"build" text NOT NULL,
	"reports" integer NOT NULL,
	CONSTRAINT "vitals_reports_day_route_remote_build_pk" PRIMARY KEY("day","route","remote","build")
);

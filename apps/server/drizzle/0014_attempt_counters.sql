CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;

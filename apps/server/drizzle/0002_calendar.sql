CREATE TABLE "calendar_feed_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feed_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_races" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"distance" double precision,
	"priority" text DEFAULT 'C' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_races_priority" CHECK ("calendar_races"."priority" in ('A', 'B', 'C'))
);
--> statement-breakpoint
CREATE TABLE "calendar_unavailability" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_unavailability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_unavailability_range" CHECK ("calendar_unavailability"."end_date" >= "calendar_unavailability"."start_date")
);
--> statement-breakpoint
CREATE TABLE "calendar_workouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_workouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"subtype" integer,
	"method" integer,
	"based_on" text DEFAULT 'Duration' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"is_pool" boolean DEFAULT false NOT NULL,
	"pool_length" double precision DEFAULT 50 NOT NULL,
	"pool_length_unit" text DEFAULT 'METER' NOT NULL,
	"elevation" double precision,
	"gradient" double precision,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_duration" integer DEFAULT 0 NOT NULL,
	"total_distance" double precision DEFAULT 0 NOT NULL,
	"total_stress" integer DEFAULT 0 NOT NULL,
	"source_library_id" text,
	"plan_assignment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_races" ADD CONSTRAINT "calendar_races_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_unavailability" ADD CONSTRAINT "calendar_unavailability_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_workouts" ADD CONSTRAINT "calendar_workouts_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_workouts" ADD CONSTRAINT "calendar_workouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_athlete" ON "calendar_feed_tokens" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_races_athlete_date" ON "calendar_races" USING btree ("athlete_id","date");--> statement-breakpoint
CREATE INDEX "calendar_unavailability_athlete_end" ON "calendar_unavailability" USING btree ("athlete_id","end_date");--> statement-breakpoint
CREATE INDEX "calendar_workouts_athlete_date" ON "calendar_workouts" USING btree ("athlete_id","date");
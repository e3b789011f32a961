CREATE TABLE "library_workouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_workouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"business_id" integer,
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_workouts" ADD CONSTRAINT "library_workouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_workouts" ADD CONSTRAINT "library_workouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_workouts_owner" ON "library_workouts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "library_workouts_business" ON "library_workouts" USING btree ("business_id");
CREATE TABLE "athlete_quickstarts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"add_activity_tracker" boolean DEFAULT false NOT NULL,
	"add_activity_tracker_dismissed" boolean DEFAULT false NOT NULL,
	"select_an_activity_tracker_dismissed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_todos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_todos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"ctx" text NOT NULL,
	"due_date" date,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"subject" text NOT NULL,
	"thoughts" text NOT NULL,
	"location_url" text NOT NULL,
	"browser" text NOT NULL,
	"is_mobile" boolean NOT NULL,
	"is_tablet" boolean NOT NULL,
	"mailed_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_quickstarts" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"add_activity_tracker" boolean DEFAULT false NOT NULL,
	"add_workout_to_calendar" boolean DEFAULT false NOT NULL,
	"add_athlete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pain_points_surveys" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"ranking" jsonb,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pain_points_surveys_ranking" CHECK ("pain_points_surveys"."ranking" is null or jsonb_typeof("pain_points_surveys"."ranking") = 'object')
);
--> statement-breakpoint
ALTER TABLE "athlete_quickstarts" ADD CONSTRAINT "athlete_quickstarts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_todos" ADD CONSTRAINT "coach_todos_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_quickstarts" ADD CONSTRAINT "owner_quickstarts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pain_points_surveys" ADD CONSTRAINT "pain_points_surveys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_todos_coach" ON "coach_todos" USING btree ("coach_id","id");--> statement-breakpoint
CREATE INDEX "feedback_user_created" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
-- Owners who already did a quickstart task before the quickstart existed find it checked
-- (docs/decisions/110-dashboard.md); from now on the events check them.
INSERT INTO "owner_quickstarts" ("owner_id", "add_workout_to_calendar", "add_athlete")
SELECT u."id",
  EXISTS (SELECT 1 FROM "calendar_workouts" cw WHERE cw."created_by" = u."id"),
  EXISTS (SELECT 1 FROM "coach_athletes" ca WHERE ca."coach_id" = u."id")
    OR EXISTS (SELECT 1 FROM "business_athletes" ba JOIN "businesses" b ON b."id" = ba."business_id"
               WHERE b."owner_id" = u."id")
FROM "users" u WHERE u."is_business_owner";

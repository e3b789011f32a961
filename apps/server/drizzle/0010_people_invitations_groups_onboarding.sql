CREATE TABLE "athlete_group_members" (
	"group_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	CONSTRAINT "athlete_group_members_group_id_athlete_id_pk" PRIMARY KEY("group_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "athlete_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "athlete_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"url_hash" text NOT NULL,
	"kind" text NOT NULL,
	"sender_id" integer NOT NULL,
	"business_id" integer,
	"email" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"receiver_id" integer,
	"message_from_coach" text DEFAULT '' NOT NULL,
	"onboarding_form_id" integer,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "invitations_status" CHECK ("invitations"."status" in ('Pending', 'Accepted', 'Declined'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_athletes" (
	"business_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_athletes_business_id_athlete_id_pk" PRIMARY KEY("business_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "pending_athletes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_athletes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"business_id" integer,
	"email" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "pending_athletes_status" CHECK ("pending_athletes"."status" in ('pending', 'unregistered'))
);
--> statement-breakpoint
ALTER TABLE "athlete_group_members" ADD CONSTRAINT "athlete_group_members_group_id_athlete_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."athlete_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_group_members" ADD CONSTRAINT "athlete_group_members_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_groups" ADD CONSTRAINT "athlete_groups_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_onboarding_form_id_onboarding_forms_id_fk" FOREIGN KEY ("onboarding_form_id") REFERENCES "public"."onboarding_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD CONSTRAINT "onboarding_forms_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_form_id_onboarding_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."onboarding_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_athletes" ADD CONSTRAINT "business_athletes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_athletes" ADD CONSTRAINT "business_athletes_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_athletes" ADD CONSTRAINT "pending_athletes_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_athletes" ADD CONSTRAINT "pending_athletes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athlete_group_members_athlete" ON "athlete_group_members" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_groups_coach_name" ON "athlete_groups" USING btree ("coach_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_uuid" ON "invitations" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_url_hash" ON "invitations" USING btree ("url_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_one_pending" ON "invitations" USING btree ("sender_id","kind","email") WHERE "invitations"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "invitations_email" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_receiver" ON "invitations" USING btree ("receiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_forms_coach" ON "onboarding_forms" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_submissions_form_athlete" ON "onboarding_submissions" USING btree ("form_id","athlete_id");--> statement-breakpoint
CREATE INDEX "onboarding_submissions_athlete" ON "onboarding_submissions" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "business_athletes_athlete" ON "business_athletes" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_athletes_coach_email" ON "pending_athletes" USING btree ("coach_id","email");
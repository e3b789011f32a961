CREATE TABLE "business_payment_settings" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"default_currency" text DEFAULT 'usd' NOT NULL,
	"stripe_account_id" text,
	"is_stripe_connected" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_payment_settings_currency" CHECK ("business_payment_settings"."default_currency" in ('usd', 'eur', 'gbp', 'aud', 'cad'))
);
--> statement-breakpoint
CREATE TABLE "payment_plan_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_plan_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"first_due_date" date NOT NULL,
	"next_period" integer,
	"next_due_date" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"plan_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_amount_positive" CHECK ("payment_plans"."amount_minor" > 0),
	CONSTRAINT "payment_plans_type" CHECK ("payment_plans"."plan_type" in ('one_off', 'yearly_recurring', 'monthly_recurring', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"plan_id" integer,
	"assignment_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_date" date NOT NULL,
	"due_date" date NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"stripe_checkout_session_id" text,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_paid_at" CHECK ("payments"."is_paid" = ("payments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_sec" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"plan" text,
	"athlete_units" integer NOT NULL,
	"is_canceled" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"last_event_created_sec" bigint,
	"set_by_admin_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('trialing', 'active', 'trial_expired', 'past_due', 'unpaid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "business_payment_settings" ADD CONSTRAINT "business_payment_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plan_assignments" ADD CONSTRAINT "payment_plan_assignments_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plan_assignments" ADD CONSTRAINT "payment_plan_assignments_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_assignment_id_payment_plan_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."payment_plan_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_payment_settings_account_unique" ON "business_payment_settings" USING btree ("stripe_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plan_assignments_live" ON "payment_plan_assignments" USING btree ("plan_id","athlete_id") WHERE "payment_plan_assignments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "payment_plan_assignments_due" ON "payment_plan_assignments" USING btree ("next_due_date") WHERE "payment_plan_assignments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "payment_plans_business" ON "payment_plans" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "payments_business" ON "payments" USING btree ("business_id","due_date");--> statement-breakpoint
CREATE INDEX "payments_athlete" ON "payments" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_assignment_due" ON "payments" USING btree ("assignment_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_session" ON "payments" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_customer" ON "subscriptions" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription" ON "subscriptions" USING btree ("stripe_subscription_id");
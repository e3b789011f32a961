CREATE TABLE "notification_mail_log" (
	"user_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_mail_log_user_id_notification_type_pk" PRIMARY KEY("user_id","notification_type")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"notification_type" text NOT NULL,
	"in_app_enabled" boolean NOT NULL,
	"mail_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_side_notification_type_pk" PRIMARY KEY("user_id","side","notification_type")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "side" text DEFAULT 'athlete' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notification_mail_log" ADD CONSTRAINT "notification_mail_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."read" = false and "notifications"."in_app" = true;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending" ON "notifications" USING btree ("user_id","notification_type") WHERE "notifications"."mail_state" = 'pending';
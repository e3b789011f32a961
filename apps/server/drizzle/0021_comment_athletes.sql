DROP INDEX "activity_comments_created";--> statement-breakpoint
ALTER TABLE "activity_comments" ADD COLUMN "athlete_id" integer;--> statement-breakpoint
UPDATE "activity_comments" SET "athlete_id" = "activities"."athlete_id" FROM "activities" WHERE "activities"."id" = "activity_comments"."activity_id";--> statement-breakpoint
ALTER TABLE "activity_comments" ALTER COLUMN "athlete_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_comments_athlete_created" ON "activity_comments" USING btree ("athlete_id","created_at");

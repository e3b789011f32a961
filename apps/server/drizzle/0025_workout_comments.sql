ALTER TABLE "activity_comments" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD COLUMN "workout_id" integer;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_workout_id_calendar_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."calendar_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_comments_workout" ON "activity_comments" USING btree ("workout_id");--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_subject" CHECK ("activity_comments"."activity_id" is not null or "activity_comments"."workout_id" is not null);
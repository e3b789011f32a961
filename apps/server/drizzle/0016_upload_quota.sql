ALTER TABLE "activities" ADD COLUMN "file_size_bytes" integer;--> statement-breakpoint
CREATE INDEX "activities_uploaded_by_created" ON "activities" USING btree ("uploaded_by","created_at");
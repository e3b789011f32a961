CREATE TABLE "platform_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_events_created" ON "platform_events" USING btree ("created_at");--> statement-breakpoint
-- Announce every committed event to the instances that LISTEN: PostgreSQL sends a NOTIFY of a
-- transaction only when it commits, and never for one that rolls back.
CREATE FUNCTION "platform_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('platform_events', NEW.id::text);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "platform_events_notify" AFTER INSERT ON "platform_events"
  FOR EACH ROW EXECUTE FUNCTION "platform_events_notify"();

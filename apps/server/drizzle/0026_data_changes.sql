-- Every write that changes what a kept answer says is told to every instance on the channel
-- data_changes, at commit (docs/decisions/127-kept-answers.md). The payload names what changed:
-- 'athlete:<id>' (that athlete's calendar), 'user:<id>' (that user's row), 'person:<id>' (what
-- others read of that user), 'names' (someone's name), 'session:<uuid>' (a sign-in's tokens),
-- 'access' (coaching links, businesses) or 'all'.
-- Statement triggers with transition tables: a bulk write notifies each athlete once, not each row.
-- One function for the three statements: each branch names only the transition tables its
-- statement has, and PL/pgSQL plans a branch only when it runs.
CREATE FUNCTION notify_athletes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('data_changes', 'athlete:' || athlete_id)
      FROM (SELECT DISTINCT athlete_id FROM new_rows) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('data_changes', 'athlete:' || athlete_id)
      FROM (SELECT DISTINCT athlete_id FROM old_rows) changed;
  ELSE
    PERFORM pg_notify('data_changes', 'athlete:' || athlete_id)
      FROM (SELECT athlete_id FROM old_rows UNION SELECT athlete_id FROM new_rows) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', 'all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', 'access');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 'user:<id>' for any change of the row (a kept session's user holds all of it); 'person:<id>'
-- only for what others' answers read of them (their name, roles, time zone and zones), so that
-- what changes often and concerns no one else (the visited athlete) leaves those answers kept.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', 'user:' || OLD.id);
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('data_changes', 'person:' || OLD.id);
    PERFORM pg_notify('data_changes', 'names');
    RETURN NULL;
  END IF;
  IF (OLD.is_coach, OLD.is_business_owner, OLD.timezone, OLD.zones, OLD.first_name, OLD.last_name)
      IS DISTINCT FROM
      (NEW.is_coach, NEW.is_business_owner, NEW.timezone, NEW.zones, NEW.first_name, NEW.last_name) THEN
    PERFORM pg_notify('data_changes', 'person:' || OLD.id);
  END IF;
  IF OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name THEN
    PERFORM pg_notify('data_changes', 'names');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', 'session:' || OLD.session_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  calendar_table text;
BEGIN
  FOREACH calendar_table IN ARRAY ARRAY['calendar_workouts', 'activities', 'calendar_races',
    'calendar_unavailability', 'athlete_records', 'activity_comments']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION notify_athletes_changed()',
      calendar_table || '_inserted', calendar_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION notify_athletes_changed()',
      calendar_table || '_deleted', calendar_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION notify_athletes_changed()',
      calendar_table || '_updated', calendar_table);
  END LOOP;
  FOREACH calendar_table IN ARRAY ARRAY['coach_athletes', 'business_athletes', 'business_coaches',
    'businesses']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed()',
      calendar_table || '_changed', calendar_table);
  END LOOP;
  FOREACH calendar_table IN ARRAY ARRAY['calendar_workouts', 'activities', 'calendar_races',
    'calendar_unavailability', 'athlete_records', 'activity_comments', 'coach_athletes',
    'business_athletes', 'business_coaches', 'businesses', 'users', 'refresh_tokens']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed()',
      calendar_table || '_truncated', calendar_table);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_changed AFTER UPDATE OR DELETE ON refresh_tokens FOR EACH ROW
  EXECUTE FUNCTION notify_session_changed();

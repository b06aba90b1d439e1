-- The event dispatcher (apps/server/src/events/dispatcher.ts) wakes when an event is recorded:
-- NOTIFY is delivered when the recording transaction commits, to every server process listening,
-- so no service has to wake the dispatcher by hand after its commit. One notification per statement
-- (PostgreSQL folds identical ones within a transaction); the dispatcher's slow poll stays as the
-- safety net for a listening connection that dropped.
CREATE FUNCTION notify_domain_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_domain_events', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_notify AFTER INSERT ON domain_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_domain_event();

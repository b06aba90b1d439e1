-- In-process caches learn about changes through NOTIFY (apps/server/src/db/changeCache.ts); a
-- notification is delivered when its transaction commits, to every server process.
-- Sessions: an ended or deleted session ('s:' + token hash) or a changed or deleted user ('u:' + no).
-- Touching last_seen_at sends nothing: the trigger fires only for the columns that decide access.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_sessions', 's:' || OLD.token_hash);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OF ended_at, expires_at, user_no OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_sessions', 'u:' || OLD.no);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();--> statement-breakpoint
-- The project hub's pages: any change to projects, their positions or members, or to what a card
-- shows of a leader. One notification per statement (PostgreSQL folds repeats within a transaction).
CREATE FUNCTION notify_hub_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_hub', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_notify_hub AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hub_change();--> statement-breakpoint
CREATE TRIGGER project_positions_notify_hub AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_positions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hub_change();--> statement-breakpoint
CREATE TRIGGER project_members_notify_hub AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hub_change();--> statement-breakpoint
CREATE TRIGGER users_notify_hub AFTER UPDATE OF nickname, img, main_job, main_job_d OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hub_change();

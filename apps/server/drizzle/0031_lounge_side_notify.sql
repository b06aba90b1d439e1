-- The lounge's side panels (popular posts, active categories, people to follow) are kept in memory
-- (modules/lounge/lounge.sideCache.ts), emptied in every process by this channel: any statement on
-- posts (a new post, a like or reply count, a post hidden), on follows (follower counts), or on what a
-- panel shows of a person.
CREATE FUNCTION notify_lounge_side_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_lounge_side', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_notify_lounge_side AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lounge_side_change();--> statement-breakpoint
CREATE TRIGGER follows_notify_lounge_side AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON follows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lounge_side_change();--> statement-breakpoint
CREATE TRIGGER users_notify_lounge_side AFTER UPDATE OF nickname, img, main_job, main_job_d, withdrawn_at OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lounge_side_change();

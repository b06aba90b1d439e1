-- The lounge timeline's first pages are kept in memory (modules/feed/feed.loungeCache.ts), emptied in
-- every process by this channel: any statement on feed items (a new item, one hidden or deleted), on
-- posts (their live counts and kind), or on what a timeline shows of a person. Whether the reader
-- liked a post is read per request, so post_likes need not notify (a like changes the post's count).
CREATE FUNCTION notify_lounge_feed_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_lounge_feed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER feed_items_notify_lounge_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feed_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lounge_feed_change();--> statement-breakpoint
CREATE TRIGGER posts_notify_lounge_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lounge_feed_change();--> statement-breakpoint
CREATE TRIGGER users_notify_lounge_feed AFTER UPDATE OF nickname, img, main_job, main_job_d OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lounge_feed_change();

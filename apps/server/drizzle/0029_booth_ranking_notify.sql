-- The booth ranking's answers are kept in memory (modules/booths/booths.rankingCache.ts), emptied in
-- every process by this channel: a week's scores recounted, a week closed, or what a ranking card
-- shows of a booth (its row: name, screenshots, counts, state) or of its owner. One notification per
-- statement (PostgreSQL folds repeats within a transaction).
CREATE FUNCTION notify_booth_ranking_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_booth_ranking', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER booth_week_activity_notify_ranking AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_week_activity
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booth_ranking_change();--> statement-breakpoint
CREATE TRIGGER booth_rankings_notify_ranking AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_rankings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booth_ranking_change();--> statement-breakpoint
CREATE TRIGGER booth_ranking_weeks_notify_ranking AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_ranking_weeks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booth_ranking_change();--> statement-breakpoint
CREATE TRIGGER booths_notify_ranking AFTER UPDATE OR DELETE OR TRUNCATE ON booths
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booth_ranking_change();--> statement-breakpoint
CREATE TRIGGER users_notify_booth_ranking AFTER UPDATE OF nickname, img, main_job, main_job_d OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booth_ranking_change();

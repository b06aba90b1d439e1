-- The visitors' page cache (apps/server/src/http/pageCache.ts) keeps the rendered public pages
-- (hub, project, lounge, post, people, profile, booths, booth, ranking) and forgets, in every server
-- process, those whose data a statement changed: each table those pages read notifies
-- 'sidecamp_public_pages' with its own name, once per statement (PostgreSQL folds identical
-- notifications within a transaction), when the transaction commits. Which pages a table's name
-- makes stale is decided in the server (PAGE_FAMILY_TABLES), so a new page needs no migration
-- unless it reads a table that is not listed here.
CREATE FUNCTION notify_public_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_public_pages', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER profiles_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER profile_items_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profile_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER profile_links_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profile_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER follows_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON follows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER user_reviews_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER resume_settings_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resume_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER pro_profiles_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pro_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER point_accounts_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON point_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER trust_marks_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trust_marks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER projects_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_positions_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_positions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_members_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_news_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_news
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_timeline_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_timeline
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_questions_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_question_replies_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_question_replies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_boosts_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_boosts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_follows_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_follows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_bookmarks_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_bookmarks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER project_goals_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_goals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER posts_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER replies_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON replies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER post_likes_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_likes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER reply_likes_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reply_likes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER poll_options_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON poll_options
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER poll_votes_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON poll_votes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER feed_items_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feed_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER groups_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER magazines_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON magazines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER notes_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booths_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booths
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_members_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_likes_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_likes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_supporters_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_supporters
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_supports_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_supports
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_reviews_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_review_replies_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_review_replies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_forum_threads_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_forum_threads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_forum_replies_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_forum_replies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_follows_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_follows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_promo_codes_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_promo_codes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_rankings_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_rankings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_ranking_weeks_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_ranking_weeks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER booth_week_activity_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_week_activity
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();

-- Moderation (issue 22): reports over five kinds of content, hide/restore, bans.
-- A ban lives on the user (the auth module owns users and refuses a banned login and session);
-- it ends by itself when banned_until passes (null: until an admin lifts it).
ALTER TABLE users ADD COLUMN banned_at timestamp with time zone;--> statement-breakpoint
ALTER TABLE users ADD COLUMN banned_until timestamp with time zone;--> statement-breakpoint
ALTER TABLE users ADD COLUMN ban_reason text;--> statement-breakpoint
ALTER TABLE users ADD COLUMN banned_by integer;--> statement-breakpoint
CREATE INDEX users_banned_idx ON users (banned_at DESC) WHERE banned_at IS NOT NULL;--> statement-breakpoint
-- content_reports (until now the lounge's post/reply reports) covers every reportable kind.
ALTER TABLE content_reports DROP CONSTRAINT content_reports_target_type;--> statement-breakpoint
ALTER TABLE content_reports ADD CONSTRAINT content_reports_target_type
  CHECK (target_type IN ('post', 'reply', 'message', 'booth', 'profile'));--> statement-breakpoint
-- How a report was closed: hidden (the content was hidden) or dismissed (nothing wrong).
ALTER TABLE content_reports ADD COLUMN resolution text;--> statement-breakpoint
ALTER TABLE content_reports ADD COLUMN resolved_by integer;--> statement-breakpoint
-- A reason code (spam, abuse, ...) in reason, and what the reporter added in their own words.
ALTER TABLE content_reports ADD COLUMN details text;--> statement-breakpoint
-- Booths an admin hid: out of the lists and ranking, 404 for everyone but the team.
ALTER TABLE booths ADD COLUMN hidden_at timestamp with time zone;--> statement-breakpoint
ALTER TABLE booths ADD COLUMN hidden_by integer;--> statement-breakpoint
-- Chat messages an admin removed read as a system line; what was sent is kept to restore it.
ALTER TABLE chat_messages ADD COLUMN hidden_at timestamp with time zone;--> statement-breakpoint
ALTER TABLE chat_messages ADD COLUMN hidden_by integer;--> statement-breakpoint
ALTER TABLE chat_messages ADD COLUMN hidden_type text;--> statement-breakpoint
ALTER TABLE chat_messages ADD COLUMN hidden_body text;--> statement-breakpoint
ALTER TABLE chat_messages ADD COLUMN hidden_upload_id uuid;--> statement-breakpoint
-- Profiles an admin hid: unavailable to everyone but their owner.
ALTER TABLE profiles ADD COLUMN hidden_at timestamp with time zone;--> statement-breakpoint
ALTER TABLE profiles ADD COLUMN hidden_by integer;

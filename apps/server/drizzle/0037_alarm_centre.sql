-- The alarm centre (issue 19, F14): one notification model, per-object watch levels, muted people,
-- quiet hours and digests, web push subscriptions and the task reminder job's record.
CREATE SEQUENCE notifications_seq;
--> statement-breakpoint
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  type text NOT NULL,
  alarm_group text NOT NULL,
  preference text NOT NULL,
  actor_no integer REFERENCES users(no) ON DELETE SET NULL,
  -- Others who did the same (grouped likes: "Mina and 4 others").
  other_actors integer NOT NULL DEFAULT 0,
  object_type text NOT NULL,
  object_id text NOT NULL,
  text text NOT NULL,
  link text NOT NULL,
  event_id bigint,
  -- Order of the list; a grouped notification moves up when someone joins it.
  seq bigint NOT NULL DEFAULT nextval('notifications_seq'),
  read_at timestamp with time zone,
  -- The channels: when it was pushed or e-mailed, and when they were decided against (null: not yet).
  pushed_at timestamp with time zone,
  emailed_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- One notification per person and event, even if a lost delivery mark lets the event run again.
CREATE UNIQUE INDEX notifications_event_idx ON notifications (user_no, event_id) WHERE event_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX notifications_user_seq_idx ON notifications (user_no, seq DESC);
--> statement-breakpoint
CREATE INDEX notifications_user_group_seq_idx ON notifications (user_no, alarm_group, seq DESC);
--> statement-breakpoint
CREATE INDEX notifications_grouping_idx ON notifications (user_no, type, object_type, object_id) WHERE read_at IS NULL;
--> statement-breakpoint
CREATE INDEX notifications_unmailed_idx ON notifications (created_at) WHERE emailed_at IS NULL;
--> statement-breakpoint
CREATE INDEX notifications_unpushed_idx ON notifications (created_at) WHERE pushed_at IS NULL;
--> statement-breakpoint
CREATE TABLE notification_reads (
  user_no integer PRIMARY KEY REFERENCES users(no) ON DELETE CASCADE,
  -- Everything up to this seq is read ("mark all read"); later ones are read one by one (read_at).
  last_read_seq bigint NOT NULL DEFAULT 0,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE watch_levels (
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  object_type text NOT NULL,
  object_id text NOT NULL,
  level text NOT NULL,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (user_no, object_type, object_id)
);--> statement-breakpoint
CREATE INDEX watch_levels_object_idx ON watch_levels (object_type, object_id, level);
--> statement-breakpoint
CREATE TABLE person_mutes (
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  muted_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (user_no, muted_no)
);--> statement-breakpoint
CREATE TABLE alarm_settings (
  user_no integer PRIMARY KEY REFERENCES users(no) ON DELETE CASCADE,
  -- Do-not-disturb window in minutes after midnight in time_zone; null: none.
  quiet_start smallint,
  quiet_end smallint,
  time_zone text NOT NULL DEFAULT 'UTC',
  digest text NOT NULL DEFAULT 'daily',
  last_digest_at timestamp with time zone,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  last_error text
);--> statement-breakpoint
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_no);
--> statement-breakpoint
CREATE TABLE task_reminders (
  task_id integer NOT NULL REFERENCES project_tasks(id) ON DELETE CASCADE,
  kind text NOT NULL,
  day date NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (task_id, kind, day)
);

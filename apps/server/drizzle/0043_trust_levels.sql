-- Trust levels that gate earning (issue 21, F10.1). The days a person used the site logged in, and
-- the activity levels count (a reply to their post, a task they finished, a review they received),
-- each filled from what the database already holds so existing people keep the level they earned.
CREATE TABLE user_visit_days (
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  day date NOT NULL,
  CONSTRAINT user_visit_days_user_no_day_pk PRIMARY KEY (user_no, day)
);--> statement-breakpoint
CREATE TABLE trust_marks (
  kind text NOT NULL,
  ref text NOT NULL,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT trust_marks_kind_ref_pk PRIMARY KEY (kind, ref),
  CONSTRAINT trust_marks_kind CHECK (kind in ('replyReceived', 'taskCompleted', 'reviewReceived'))
);--> statement-breakpoint
CREATE INDEX trust_marks_user_idx ON trust_marks (user_no, kind);
--> statement-breakpoint
-- Visit days: every day a daily-login bonus was credited (its cause is the UTC day), and the days
-- sessions were started and last used.
INSERT INTO user_visit_days (user_no, day)
SELECT user_no, cause_id::date FROM point_entries WHERE code = 'I04' AND cause_type = 'login'
UNION SELECT user_no, (created_at AT TIME ZONE 'UTC')::date FROM sessions
UNION SELECT user_no, (last_seen_at AT TIME ZONE 'UTC')::date FROM sessions
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO trust_marks (kind, ref, user_no, at)
SELECT 'replyReceived', replies.id::text, posts.author_no, replies.created_at
FROM replies JOIN posts ON posts.id = replies.post_id
WHERE replies.author_no <> posts.author_no
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO trust_marks (kind, ref, user_no, at)
SELECT 'taskCompleted', id::text, completed_by_no, coalesce(completed_at, now())
FROM project_tasks WHERE stage = '04' AND completed_by_no IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO trust_marks (kind, ref, user_no, at)
SELECT 'reviewReceived', reviewer_no || ':' || reviewee_no, reviewee_no, created_at
FROM user_reviews
ON CONFLICT DO NOTHING;

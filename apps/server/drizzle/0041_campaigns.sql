-- Campaigns (issue 20, F15): newsletters, surveys, interview and tester calls a member sends to the
-- people its job targets match (cpg_job_target is the spec's CPG_JOB_TARGET), their recipients
-- (fixed when paid for), responses and newsletter subscriptions.
CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  sender_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  type text NOT NULL,
  channel text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  cpg_job_target text NOT NULL,
  experience text,
  visit_purpose text,
  region text,
  booth_id integer REFERENCES booths(id) ON DELETE SET NULL,
  questions jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL,
  recipients integer NOT NULL,
  cost_points integer NOT NULL,
  decided_by integer REFERENCES users(no) ON DELETE SET NULL,
  decided_at timestamp with time zone,
  reject_reason text,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  sent_at timestamp with time zone,
  CONSTRAINT campaigns_status_known CHECK (status in ('pending_approval', 'sent', 'rejected'))
);--> statement-breakpoint
CREATE INDEX campaigns_sender_idx ON campaigns (sender_no, id DESC);
--> statement-breakpoint
CREATE INDEX campaigns_waiting_idx ON campaigns (id) WHERE status = 'pending_approval';
--> statement-breakpoint
CREATE TABLE campaign_recipients (
  campaign_id integer NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  emailed_at timestamp with time zone,
  email_attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, user_no)
);--> statement-breakpoint
CREATE INDEX campaign_recipients_user_idx ON campaign_recipients (user_no, campaign_id DESC);
--> statement-breakpoint
CREATE TABLE campaign_responses (
  campaign_id integer NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  status text NOT NULL,
  answers jsonb,
  note text NOT NULL DEFAULT '',
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  decided_at timestamp with time zone,
  PRIMARY KEY (campaign_id, user_no)
);--> statement-breakpoint
CREATE TABLE newsletter_subscriptions (
  sender_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  subscriber_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  campaign_id integer REFERENCES campaigns(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (sender_no, subscriber_no)
);--> statement-breakpoint
CREATE INDEX newsletter_subscriptions_subscriber_idx ON newsletter_subscriptions (subscriber_no);
--> statement-breakpoint
-- A campaign's quote and audience look people up by job; most campaigns target one or a few jobs.
CREATE INDEX users_main_job_d_idx ON users (main_job_d) WHERE withdrawn_at IS NULL;

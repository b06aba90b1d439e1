-- Issue 18 (F13): premium sections unlocked with points, a report e-mailed at a chosen time, and
-- the resume summary the profile editor can generate.
ALTER TABLE idea_analyses ADD COLUMN premium jsonb;
--> statement-breakpoint
CREATE TABLE idea_report_mails (
  id bigserial PRIMARY KEY,
  analysis_id bigint NOT NULL REFERENCES idea_analyses(id) ON DELETE CASCADE,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  send_at timestamp with time zone NOT NULL,
  sent_at timestamp with time zone,
  mail_id integer,
  attempts smallint NOT NULL DEFAULT 0,
  error text,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX idea_report_mails_due_idx ON idea_report_mails (send_at) WHERE sent_at IS NULL;
--> statement-breakpoint
CREATE INDEX idea_report_mails_analysis_idx ON idea_report_mails (analysis_id, id);
--> statement-breakpoint
ALTER TABLE profiles ADD COLUMN resume_summary text;

-- Idea analyses (issue 18, F13): each report is kept whole, as its owner saw it.
CREATE TABLE idea_analyses (
  id bigserial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  title text NOT NULL,
  provider text NOT NULL,
  report jsonb NOT NULL,
  -- In the case library: an example readable by everyone.
  is_case boolean NOT NULL DEFAULT false,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX idea_analyses_user_idx ON idea_analyses (user_no, id);
--> statement-breakpoint
CREATE INDEX idea_analyses_cases_idx ON idea_analyses (id) WHERE is_case;

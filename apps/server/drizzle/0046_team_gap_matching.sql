-- Team-gap matching (F5.2, issue 21): a person's match preferences (must-have / flexible /
-- don't-care per criterion) and the suggestions kept by event listeners, so the project page and
-- the home read a table instead of scoring hundreds of people per request.
CREATE TABLE match_preferences (
  user_no integer PRIMARY KEY REFERENCES users(no) ON DELETE CASCADE,
  preferences jsonb NOT NULL,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE team_gap_suggestions (
  project_no integer NOT NULL REFERENCES projects(no) ON DELETE CASCADE,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  score integer NOT NULL,
  explanation text NOT NULL,
  gaps jsonb NOT NULL,
  position_id integer,
  computed_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT team_gap_suggestions_pkey PRIMARY KEY (project_no, user_no)
);--> statement-breakpoint
CREATE INDEX team_gap_suggestions_project_idx ON team_gap_suggestions (project_no, score DESC, user_no DESC);
--> statement-breakpoint
CREATE INDEX team_gap_suggestions_user_idx ON team_gap_suggestions (user_no, score DESC, project_no DESC);

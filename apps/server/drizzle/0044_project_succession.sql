-- Leader succession and adoption (issue 21, F4.4): a notice opened when a project's leader went
-- quiet. 'open' while it runs, 'claimable' once the daily job found it ended; it closes 'returned'
-- (the leader came back), 'claimed' (a member took the lead) or 'adopted' (a follower took over).
CREATE TABLE project_succession_notices (
  id serial PRIMARY KEY,
  project_no integer NOT NULL REFERENCES projects(no) ON DELETE CASCADE,
  leader_no integer REFERENCES users(no) ON DELETE SET NULL,
  leader_last_active_at timestamp with time zone,
  opened_at timestamp with time zone NOT NULL,
  claimable_at timestamp with time zone NOT NULL,
  state text NOT NULL DEFAULT 'open',
  closed_at timestamp with time zone,
  successor_no integer REFERENCES users(no) ON DELETE SET NULL,
  adoption_message text,
  CONSTRAINT project_succession_notices_state CHECK (state in ('open', 'claimable', 'returned', 'claimed', 'adopted'))
);--> statement-breakpoint
CREATE UNIQUE INDEX project_succession_notices_open_idx ON project_succession_notices (project_no) WHERE state in ('open', 'claimable');

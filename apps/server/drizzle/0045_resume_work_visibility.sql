-- Proof-of-work resume (issue 21, F3.2): which sections of a person's work record they keep off
-- their public resume. No row means every section is public.
CREATE TABLE resume_settings (
  user_no integer PRIMARY KEY REFERENCES users(no) ON DELETE CASCADE,
  hidden_sections text[] NOT NULL DEFAULT '{}'::text[],
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT resume_settings_sections CHECK (hidden_sections <@ ARRAY['projects', 'tasks', 'goals', 'booths', 'reviews', 'proChats']::text[])
);

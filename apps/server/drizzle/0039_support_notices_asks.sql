-- Support notices and the "ask" inbox (issue 20 part 5, F16.1): announcements admins publish (an
-- important one is also a banner until dismissed) and questions people send to support.
CREATE TABLE support_notices (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  important boolean NOT NULL DEFAULT false,
  author_no integer REFERENCES users(no) ON DELETE SET NULL,
  published_at timestamp with time zone NOT NULL DEFAULT now(),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX support_notices_published_idx ON support_notices (published_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX support_notices_important_idx ON support_notices (published_at DESC, id DESC) WHERE important;
--> statement-breakpoint
CREATE TABLE support_asks (
  id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  subject text NOT NULL,
  body text NOT NULL,
  -- Null until an admin answers.
  answer text,
  answered_by integer REFERENCES users(no) ON DELETE SET NULL,
  answered_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX support_asks_user_idx ON support_asks (user_no, id DESC);
--> statement-breakpoint
CREATE INDEX support_asks_open_idx ON support_asks (id) WHERE answered_at IS NULL;

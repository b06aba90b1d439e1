-- Gift cards (issue 20 part 4): a member buys a card with points (D25) and gets its code once;
-- another member redeems the code for the same points, once (I39). The card keeps only the code's SHA-256.
CREATE TABLE gift_cards (
  id serial PRIMARY KEY,
  buyer_no integer NOT NULL REFERENCES users(no) ON DELETE CASCADE,
  points integer NOT NULL,
  code_hash text NOT NULL,
  ending text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  redeemed_by integer REFERENCES users(no) ON DELETE SET NULL,
  redeemed_at timestamp with time zone,
  CONSTRAINT gift_cards_points_positive CHECK (points > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX gift_cards_code_key ON gift_cards (code_hash);
--> statement-breakpoint
CREATE INDEX gift_cards_buyer_idx ON gift_cards (buyer_no, id DESC);

CREATE TABLE "booth_team_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "booth_team_requests_kind" CHECK ("booth_team_requests"."kind" in ('invitation', 'request')),
	CONSTRAINT "booth_team_requests_state" CHECK ("booth_team_requests"."state" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "booth_team_requests" ADD CONSTRAINT "booth_team_requests_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_team_requests" ADD CONSTRAINT "booth_team_requests_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_team_requests_one_pending_idx" ON "booth_team_requests" USING btree ("booth_id","user_no") WHERE "booth_team_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "booth_team_requests_user_idx" ON "booth_team_requests" USING btree ("user_no","state");
CREATE TABLE "realtime_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtime_tokens" ADD CONSTRAINT "realtime_tokens_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_tokens_expires_idx" ON "realtime_tokens" USING btree ("expires_at");
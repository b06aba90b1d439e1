CREATE TABLE "users" (
	"no" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text,
	"img" text,
	"chat_uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"main_job" text,
	"main_job_d" text,
	"sub_job" text,
	"sub_job_d" text,
	"occupation_status" text,
	"visit_purpose" text,
	"introduction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_key" ON "users" USING btree (lower("nickname"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_chat_uid_key" ON "users" USING btree ("chat_uid");
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_no" integer,
	"type" text NOT NULL,
	"reply_to" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");
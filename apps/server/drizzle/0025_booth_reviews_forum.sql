CREATE TABLE "booth_forum_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_forum_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_review_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"rating" integer NOT NULL,
	"view_points" jsonb NOT NULL,
	"body" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_reviews_rating" CHECK ("booth_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "booth_forum_replies" ADD CONSTRAINT "booth_forum_replies_thread_id_booth_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."booth_forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_forum_replies" ADD CONSTRAINT "booth_forum_replies_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_forum_threads" ADD CONSTRAINT "booth_forum_threads_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_forum_threads" ADD CONSTRAINT "booth_forum_threads_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_review_replies" ADD CONSTRAINT "booth_review_replies_review_id_booth_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."booth_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_review_replies" ADD CONSTRAINT "booth_review_replies_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reviews" ADD CONSTRAINT "booth_reviews_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reviews" ADD CONSTRAINT "booth_reviews_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_forum_replies_thread_idx" ON "booth_forum_replies" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "booth_forum_threads_booth_idx" ON "booth_forum_threads" USING btree ("booth_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booth_review_replies_review_idx" ON "booth_review_replies" USING btree ("review_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booth_reviews_one_per_person_idx" ON "booth_reviews" USING btree ("booth_id","user_no");--> statement-breakpoint
CREATE INDEX "booth_reviews_booth_idx" ON "booth_reviews" USING btree ("booth_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booth_reviews_booth_time_idx" ON "booth_reviews" USING btree ("booth_id","created_at");
CREATE TABLE "follows" (
	"follower_no" integer NOT NULL,
	"followee_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_no_followee_no_pk" PRIMARY KEY("follower_no","followee_no"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_no" <> "follows"."followee_no")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_no_kind_channel_pk" PRIMARY KEY("user_no","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "profile_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text,
	"organization" text,
	"start_date" date,
	"end_date" date,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_links" (
	"user_no" integer NOT NULL,
	"integration" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "profile_links_user_no_integration_pk" PRIMARY KEY("user_no","integration")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"background_img" text,
	"skill_level" text,
	"experience" text,
	"region" text,
	"gender" text,
	"age_band" text,
	"personality_type" text,
	"tech_stacks" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reviews" (
	"reviewer_no" integer NOT NULL,
	"reviewee_no" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reviews_reviewer_no_reviewee_no_pk" PRIMARY KEY("reviewer_no","reviewee_no"),
	CONSTRAINT "user_reviews_rating_range" CHECK ("user_reviews"."rating" between 1 and 5),
	CONSTRAINT "user_reviews_not_self" CHECK ("user_reviews"."reviewer_no" <> "user_reviews"."reviewee_no")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_no" integer NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_no_users_no_fk" FOREIGN KEY ("follower_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_no_users_no_fk" FOREIGN KEY ("followee_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_items" ADD CONSTRAINT "profile_items_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_reviewer_no_users_no_fk" FOREIGN KEY ("reviewer_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_reviewee_no_users_no_fk" FOREIGN KEY ("reviewee_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_no_users_no_fk" FOREIGN KEY ("owner_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_no","created_at");--> statement-breakpoint
CREATE INDEX "profile_items_user_idx" ON "profile_items" USING btree ("user_no","position");--> statement-breakpoint
CREATE INDEX "user_reviews_reviewee_idx" ON "user_reviews" USING btree ("reviewee_no","updated_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_no","created_at");
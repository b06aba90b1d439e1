CREATE TABLE "feed_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"write_type" text NOT NULL,
	"auto_code" text,
	"actor_no" integer,
	"project_no" integer,
	"group_id" integer,
	"post_id" integer,
	"category" text,
	"target_type" text,
	"target_id" integer,
	"feed_title" text,
	"feed_detail" text DEFAULT '' NOT NULL,
	"user_nickname" text,
	"reference_detail" text,
	"project_name" text,
	"service_name" text,
	"service_introduction" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_key" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_write_type" CHECK ("feed_items"."write_type" in ('01', '02', '03')),
	CONSTRAINT "feed_items_auto_code" CHECK (("feed_items"."write_type" = '02') = ("feed_items"."auto_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_no_pk" PRIMARY KEY("group_id","user_no"),
	CONSTRAINT "group_members_role" CHECK ("group_members"."role" in ('owner', 'member')),
	CONSTRAINT "group_members_state" CHECK ("group_members"."state" in ('active', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"join_policy" text NOT NULL,
	"project_no" integer,
	"owner_no" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_kind" CHECK ("groups"."kind" in ('project', 'study')),
	CONSTRAINT "groups_join_policy" CHECK ("groups"."join_policy" in ('open', 'approval')),
	CONSTRAINT "groups_project_kind" CHECK (("groups"."kind" = 'project') = ("groups"."project_no" is not null)),
	CONSTRAINT "groups_member_count_not_negative" CHECK ("groups"."member_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_no" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "content_reports_target_type" CHECK ("content_reports"."target_type" in ('post', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_no" integer NOT NULL,
	"scope" text NOT NULL,
	"project_no" integer,
	"booth_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"cover_image_id" uuid,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazines_scope" CHECK ("magazines"."scope" in ('S001', 'S003', 'S004')),
	CONSTRAINT "magazines_scope_project" CHECK (("magazines"."scope" = 'S003') = ("magazines"."project_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_no" integer NOT NULL,
	"body" text NOT NULL,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "poll_options_vote_count_not_negative" CHECK ("poll_options"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"post_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_post_id_user_no_pk" PRIMARY KEY("post_id","user_no")
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_no_pk" PRIMARY KEY("post_id","user_no")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_no" integer NOT NULL,
	"category" text NOT NULL,
	"post_type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"video_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"retrospective" jsonb,
	"poll_ends_at" timestamp with time zone,
	"project_no" integer,
	"group_id" integer,
	"is_draft" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(body_text, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "posts_post_type" CHECK ("posts"."post_type" in ('01', '03')),
	CONSTRAINT "posts_counts_not_negative" CHECK ("posts"."like_count" >= 0 and "posts"."reply_count" >= 0 and "posts"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_no" integer NOT NULL,
	"body" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replies_like_count_not_negative" CHECK ("replies"."like_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reply_likes" (
	"reply_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_likes_reply_id_user_no_pk" PRIMARY KEY("reply_id","user_no")
);
--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_actor_no_users_no_fk" FOREIGN KEY ("actor_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_no_users_no_fk" FOREIGN KEY ("owner_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_no_users_no_fk" FOREIGN KEY ("reporter_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_author_no_users_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_no_users_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_no_users_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_hidden_by_users_no_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_author_no_users_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_hidden_by_users_no_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_likes" ADD CONSTRAINT "reply_likes_reply_id_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_likes" ADD CONSTRAINT "reply_likes_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_source_key_idx" ON "feed_items" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "feed_items_lounge_idx" ON "feed_items" USING btree ("id" DESC NULLS LAST) WHERE "feed_items"."hidden_at" is null and "feed_items"."group_id" is null;--> statement-breakpoint
CREATE INDEX "feed_items_category_idx" ON "feed_items" USING btree ("category","id" DESC NULLS LAST) WHERE "feed_items"."hidden_at" is null and "feed_items"."group_id" is null and "feed_items"."category" is not null;--> statement-breakpoint
CREATE INDEX "feed_items_actor_idx" ON "feed_items" USING btree ("actor_no","id" DESC NULLS LAST) WHERE "feed_items"."hidden_at" is null and "feed_items"."group_id" is null;--> statement-breakpoint
CREATE INDEX "feed_items_project_idx" ON "feed_items" USING btree ("project_no","id" DESC NULLS LAST) WHERE "feed_items"."hidden_at" is null and "feed_items"."group_id" is null;--> statement-breakpoint
CREATE INDEX "feed_items_group_idx" ON "feed_items" USING btree ("group_id","id" DESC NULLS LAST) WHERE "feed_items"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "feed_items_post_idx" ON "feed_items" USING btree ("post_id") WHERE "feed_items"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_no","group_id");--> statement-breakpoint
CREATE INDEX "group_members_group_state_idx" ON "group_members" USING btree ("group_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_one_per_project_idx" ON "groups" USING btree ("project_no") WHERE "groups"."project_no" is not null;--> statement-breakpoint
CREATE INDEX "groups_newest_idx" ON "groups" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_once_idx" ON "content_reports" USING btree ("target_type","target_id","reporter_no");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("id") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "magazines_newest_idx" ON "magazines" USING btree ("id" DESC NULLS LAST) WHERE "magazines"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "magazines_author_idx" ON "magazines" USING btree ("author_no","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "magazines_project_idx" ON "magazines" USING btree ("project_no","id" DESC NULLS LAST) WHERE "magazines"."project_no" is not null;--> statement-breakpoint
CREATE INDEX "notes_author_idx" ON "notes" USING btree ("author_no","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "poll_options_post_position_idx" ON "poll_options" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "poll_votes_option_idx" ON "poll_votes" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."is_draft" = false and "posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."is_draft" = false and "posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_no","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_group_idx" ON "posts" USING btree ("group_id","id" DESC NULLS LAST) WHERE "posts"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "replies_post_idx" ON "replies" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "replies_parent_idx" ON "replies" USING btree ("parent_id") WHERE "replies"."parent_id" is not null;
CREATE TABLE "project_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"position_id" integer NOT NULL,
	"applicant_no" integer NOT NULL,
	"state" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "project_applications_state" CHECK ("project_applications"."state" in ('99', '01', '02', '03'))
);
--> statement-breakpoint
CREATE TABLE "project_bookmarks" (
	"project_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_bookmarks_project_no_user_no_pk" PRIMARY KEY("project_no","user_no")
);
--> statement-breakpoint
CREATE TABLE "project_follows" (
	"project_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_follows_project_no_user_no_pk" PRIMARY KEY("project_no","user_no")
);
--> statement-breakpoint
CREATE TABLE "project_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"invitee_no" integer NOT NULL,
	"inviter_no" integer,
	"position_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"role" text NOT NULL,
	"position_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_no_user_no_pk" PRIMARY KEY("project_no","user_no"),
	CONSTRAINT "project_members_role" CHECK ("project_members"."role" in ('01', '02'))
);
--> statement-breakpoint
CREATE TABLE "project_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"author_no" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"job_code" text NOT NULL,
	"headcount" integer NOT NULL,
	"skill_level" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "project_positions_headcount_positive" CHECK ("project_positions"."headcount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "project_question_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"author_no" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"author_no" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_timeline" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_no" integer,
	"subject_no" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"no" serial PRIMARY KEY NOT NULL,
	"stage" text DEFAULT '99' NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_style" text,
	"meeting_mode" text,
	"region" text,
	"service_category" text,
	"industry" text,
	"tech_stacks" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recruiting_deadline" date,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"open_seats" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "projects_counts_not_negative" CHECK ("projects"."follower_count" >= 0 and "projects"."open_seats" >= 0)
);
--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_position_id_project_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."project_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_applicant_no_users_no_fk" FOREIGN KEY ("applicant_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_decided_by_users_no_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bookmarks" ADD CONSTRAINT "project_bookmarks_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bookmarks" ADD CONSTRAINT "project_bookmarks_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_follows" ADD CONSTRAINT "project_follows_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_follows" ADD CONSTRAINT "project_follows_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_invitee_no_users_no_fk" FOREIGN KEY ("invitee_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_inviter_no_users_no_fk" FOREIGN KEY ("inviter_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_position_id_project_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."project_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_position_id_project_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."project_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_news" ADD CONSTRAINT "project_news_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_news" ADD CONSTRAINT "project_news_author_no_users_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_question_replies" ADD CONSTRAINT "project_question_replies_question_id_project_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."project_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_question_replies" ADD CONSTRAINT "project_question_replies_author_no_users_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_questions" ADD CONSTRAINT "project_questions_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_questions" ADD CONSTRAINT "project_questions_author_no_users_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timeline" ADD CONSTRAINT "project_timeline_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timeline" ADD CONSTRAINT "project_timeline_actor_no_users_no_fk" FOREIGN KEY ("actor_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timeline" ADD CONSTRAINT "project_timeline_subject_no_users_no_fk" FOREIGN KEY ("subject_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_applications_active_idx" ON "project_applications" USING btree ("position_id","applicant_no") WHERE "project_applications"."state" in ('99', '01');--> statement-breakpoint
CREATE INDEX "project_applications_inbox_idx" ON "project_applications" USING btree ("project_no","state","id");--> statement-breakpoint
CREATE INDEX "project_applications_applicant_idx" ON "project_applications" USING btree ("applicant_no","id");--> statement-breakpoint
CREATE INDEX "project_bookmarks_user_idx" ON "project_bookmarks" USING btree ("user_no","created_at");--> statement-breakpoint
CREATE INDEX "project_follows_project_idx" ON "project_follows" USING btree ("project_no","created_at");--> statement-breakpoint
CREATE INDEX "project_follows_user_idx" ON "project_follows" USING btree ("user_no");--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_pending_idx" ON "project_invitations" USING btree ("project_no","invitee_no") WHERE "project_invitations"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "project_invitations_invitee_idx" ON "project_invitations" USING btree ("invitee_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_members_one_leader_idx" ON "project_members" USING btree ("project_no") WHERE "project_members"."role" = '01';--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "project_members_position_idx" ON "project_members" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "project_news_project_idx" ON "project_news" USING btree ("project_no","id");--> statement-breakpoint
CREATE INDEX "project_positions_project_idx" ON "project_positions" USING btree ("project_no","id");--> statement-breakpoint
CREATE INDEX "project_positions_open_job_idx" ON "project_positions" USING btree ("job_code","project_no") WHERE "project_positions"."closed_at" is null and "project_positions"."filled" < "project_positions"."headcount";--> statement-breakpoint
CREATE INDEX "project_question_replies_question_idx" ON "project_question_replies" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "project_questions_project_idx" ON "project_questions" USING btree ("project_no","id");--> statement-breakpoint
CREATE INDEX "project_timeline_project_idx" ON "project_timeline" USING btree ("project_no","id");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_platforms_idx" ON "projects" USING gin ("platforms");--> statement-breakpoint
CREATE INDEX "projects_tech_stacks_idx" ON "projects" USING gin ("tech_stacks");--> statement-breakpoint
CREATE INDEX "projects_newest_idx" ON "projects" USING btree ("published_at" DESC NULLS LAST,"no" DESC NULLS LAST) WHERE "projects"."stage" <> '99';--> statement-breakpoint
CREATE INDEX "projects_popular_idx" ON "projects" USING btree ("follower_count" DESC NULLS LAST,"no" DESC NULLS LAST) WHERE "projects"."stage" <> '99';--> statement-breakpoint
CREATE INDEX "projects_deadline_idx" ON "projects" USING btree ("recruiting_deadline","no") WHERE "projects"."stage" <> '99' and "projects"."recruiting_deadline" is not null;--> statement-breakpoint
CREATE INDEX "projects_region_idx" ON "projects" USING btree ("region","published_at") WHERE "projects"."stage" <> '99';
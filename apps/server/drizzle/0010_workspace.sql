CREATE TABLE "personal_todos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"title" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"due_date" date,
	"owner_no" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_goals_status" CHECK ("project_goals"."status" in ('planned', 'started', 'completed')),
	CONSTRAINT "project_goals_dates" CHECK ("project_goals"."start_date" is null or "project_goals"."due_date" is null or "project_goals"."due_date" >= "project_goals"."start_date")
);
--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"goal_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assignee_no" integer,
	"due_date" date,
	"stage" text DEFAULT '01' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_no" integer,
	"completed_by_no" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tasks_stage" CHECK ("project_tasks"."stage" in ('01', '02', '03', '04')),
	CONSTRAINT "project_tasks_version_positive" CHECK ("project_tasks"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "personal_todos" ADD CONSTRAINT "personal_todos_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_goals" ADD CONSTRAINT "project_goals_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_goals" ADD CONSTRAINT "project_goals_owner_no_users_no_fk" FOREIGN KEY ("owner_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_goals" ADD CONSTRAINT "project_goals_completed_by_no_users_no_fk" FOREIGN KEY ("completed_by_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_goal_id_project_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."project_goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_assignee_no_users_no_fk" FOREIGN KEY ("assignee_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_created_by_no_users_no_fk" FOREIGN KEY ("created_by_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_completed_by_no_users_no_fk" FOREIGN KEY ("completed_by_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_todos_user_idx" ON "personal_todos" USING btree ("user_no","position");--> statement-breakpoint
CREATE INDEX "personal_todos_due_idx" ON "personal_todos" USING btree ("user_no","due_date") WHERE "personal_todos"."due_date" is not null;--> statement-breakpoint
CREATE INDEX "project_goals_project_idx" ON "project_goals" USING btree ("project_no","due_date");--> statement-breakpoint
CREATE INDEX "project_goals_due_idx" ON "project_goals" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "project_goals_start_idx" ON "project_goals" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "project_tasks_board_idx" ON "project_tasks" USING btree ("project_no","stage","position");--> statement-breakpoint
CREATE INDEX "project_tasks_assignee_idx" ON "project_tasks" USING btree ("assignee_no","due_date");--> statement-breakpoint
CREATE INDEX "project_tasks_goal_idx" ON "project_tasks" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "project_tasks_due_idx" ON "project_tasks" USING btree ("due_date") WHERE "project_tasks"."due_date" is not null;
CREATE TABLE "booth_follows" (
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_follows_booth_id_user_no_pk" PRIMARY KEY("booth_id","user_no")
);
--> statement-breakpoint
CREATE TABLE "booth_likes" (
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_likes_booth_id_user_no_pk" PRIMARY KEY("booth_id","user_no")
);
--> statement-breakpoint
CREATE TABLE "booth_members" (
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_members_booth_id_user_no_pk" PRIMARY KEY("booth_id","user_no"),
	CONSTRAINT "booth_members_role" CHECK ("booth_members"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "booth_supporters" (
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"points" integer NOT NULL,
	"times" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booth_supporters_booth_id_user_no_pk" PRIMARY KEY("booth_id","user_no")
);
--> statement-breakpoint
CREATE TABLE "booth_supports" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"points" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_supports_points_positive" CHECK ("booth_supports"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "booths" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_no" integer,
	"owner_no" integer NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"intro" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"screenshots" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_link" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_category" text NOT NULL,
	"industry" text NOT NULL,
	"launch_date" date,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"follow_count" integer DEFAULT 0 NOT NULL,
	"supporter_count" integer DEFAULT 0 NOT NULL,
	"support_points" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booths_state" CHECK ("booths"."state" in ('draft', 'published')),
	CONSTRAINT "booths_published_at" CHECK (("booths"."state" = 'published') = ("booths"."published_at" is not null)),
	CONSTRAINT "booths_counts_not_negative" CHECK ("booths"."like_count" >= 0 and "booths"."follow_count" >= 0 and "booths"."supporter_count" >= 0 and "booths"."support_points" >= 0 and "booths"."review_count" >= 0 and "booths"."rating_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booth_follows" ADD CONSTRAINT "booth_follows_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_follows" ADD CONSTRAINT "booth_follows_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_likes" ADD CONSTRAINT "booth_likes_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_likes" ADD CONSTRAINT "booth_likes_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_members" ADD CONSTRAINT "booth_members_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_members" ADD CONSTRAINT "booth_members_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_supporters" ADD CONSTRAINT "booth_supporters_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_supporters" ADD CONSTRAINT "booth_supporters_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_supports" ADD CONSTRAINT "booth_supports_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_supports" ADD CONSTRAINT "booth_supports_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_owner_no_users_no_fk" FOREIGN KEY ("owner_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_follows_user_idx" ON "booth_follows" USING btree ("user_no","booth_id");--> statement-breakpoint
CREATE INDEX "booth_likes_booth_time_idx" ON "booth_likes" USING btree ("booth_id","created_at" DESC NULLS LAST,"user_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booth_members_user_idx" ON "booth_members" USING btree ("user_no","booth_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booth_members_one_owner_idx" ON "booth_members" USING btree ("booth_id") WHERE "booth_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "booth_supporters_top_idx" ON "booth_supporters" USING btree ("booth_id","points" DESC NULLS LAST,"user_no");--> statement-breakpoint
CREATE INDEX "booth_supports_booth_idx" ON "booth_supports" USING btree ("booth_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booth_supports_user_idx" ON "booth_supports" USING btree ("user_no","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "booths_one_per_project_idx" ON "booths" USING btree ("project_no") WHERE "booths"."project_no" is not null;--> statement-breakpoint
CREATE INDEX "booths_new_idx" ON "booths" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "booths"."state" = 'published';--> statement-breakpoint
CREATE INDEX "booths_best_idx" ON "booths" USING btree ("like_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "booths"."state" = 'published';--> statement-breakpoint
CREATE INDEX "booths_owner_idx" ON "booths" USING btree ("owner_no");
CREATE TABLE "booth_ranking_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booths" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_rankings" (
	"week_start" date NOT NULL,
	"booth_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"score" real NOT NULL,
	"parts" jsonb NOT NULL,
	"previous_rank" integer,
	CONSTRAINT "booth_rankings_week_start_booth_id_pk" PRIMARY KEY("week_start","booth_id")
);
--> statement-breakpoint
CREATE TABLE "booth_week_activity" (
	"week_start" date NOT NULL,
	"booth_id" integer NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"support_points" integer DEFAULT 0 NOT NULL,
	"supporters" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"tasks_completed" integer,
	"goals_completed" integer,
	"score" real DEFAULT 0 NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_week_activity_week_start_booth_id_pk" PRIMARY KEY("week_start","booth_id")
);
--> statement-breakpoint
ALTER TABLE "booth_rankings" ADD CONSTRAINT "booth_rankings_week_start_booth_ranking_weeks_week_start_fk" FOREIGN KEY ("week_start") REFERENCES "public"."booth_ranking_weeks"("week_start") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_rankings" ADD CONSTRAINT "booth_rankings_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_week_activity" ADD CONSTRAINT "booth_week_activity_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_rankings_week_rank_idx" ON "booth_rankings" USING btree ("week_start","rank");--> statement-breakpoint
CREATE INDEX "booth_rankings_booth_idx" ON "booth_rankings" USING btree ("booth_id","week_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booth_week_activity_rank_idx" ON "booth_week_activity" USING btree ("week_start","score" DESC NULLS LAST,"booth_id");
CREATE TABLE "magazine_quest_reports" (
	"magazine_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazine_quest_reports_magazine_id_user_no_kind_day_pk" PRIMARY KEY("magazine_id","user_no","kind","day"),
	CONSTRAINT "magazine_quest_reports_kind" CHECK ("magazine_quest_reports"."kind" in ('read', 'link'))
);
--> statement-breakpoint
ALTER TABLE "magazine_quest_reports" ADD CONSTRAINT "magazine_quest_reports_magazine_id_magazines_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_quest_reports" ADD CONSTRAINT "magazine_quest_reports_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "magazine_quest_reports_user_idx" ON "magazine_quest_reports" USING btree ("user_no");
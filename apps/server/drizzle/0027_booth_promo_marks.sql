CREATE TABLE "booth_marks" (
	"booth_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_marks_booth_id_user_no_pk" PRIMARY KEY("booth_id","user_no")
);
--> statement-breakpoint
CREATE TABLE "booth_promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"offer" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"reveal_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_promo_codes_usage_limit" CHECK ("booth_promo_codes"."usage_limit" is null or "booth_promo_codes"."usage_limit" > 0),
	CONSTRAINT "booth_promo_codes_reveals" CHECK ("booth_promo_codes"."reveal_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booth_promo_reveals" (
	"promo_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_promo_reveals_promo_id_user_no_pk" PRIMARY KEY("promo_id","user_no")
);
--> statement-breakpoint
ALTER TABLE "booth_marks" ADD CONSTRAINT "booth_marks_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_marks" ADD CONSTRAINT "booth_marks_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_promo_codes" ADD CONSTRAINT "booth_promo_codes_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_promo_reveals" ADD CONSTRAINT "booth_promo_reveals_promo_id_booth_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."booth_promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_promo_reveals" ADD CONSTRAINT "booth_promo_reveals_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_marks_user_idx" ON "booth_marks" USING btree ("user_no","created_at","booth_id");--> statement-breakpoint
CREATE INDEX "booth_promo_codes_booth_idx" ON "booth_promo_codes" USING btree ("booth_id","id");
CREATE TABLE "ai_credit_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"plan_type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"credits_total" integer,
	"credits_used" integer DEFAULT 0 NOT NULL,
	"payment_id" uuid,
	CONSTRAINT "ai_credit_periods_within_total" CHECK ("ai_credit_periods"."credits_used" >= 0 and ("ai_credit_periods"."credits_total" is null or "ai_credit_periods"."credits_used" <= "ai_credit_periods"."credits_total"))
);
--> statement-breakpoint
CREATE TABLE "ai_credit_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"period_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_no" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_no_key_pk" PRIMARY KEY("user_no","key")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_id" uuid,
	"event_type" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"kind" text NOT NULL,
	"product_code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('pack', 'plan')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'refunded', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "point_accounts" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_balance_not_negative" CHECK ("point_accounts"."balance" >= 0),
	CONSTRAINT "point_accounts_experience_not_negative" CHECK ("point_accounts"."experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_daily_counters" (
	"user_no" integer NOT NULL,
	"code" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_daily_counters_user_no_code_day_pk" PRIMARY KEY("user_no","code","day")
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"code" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"label" text,
	"cause_type" text NOT NULL,
	"cause_id" text NOT NULL,
	"event_id" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"beneficiary_no" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "point_holds_amount_positive" CHECK ("point_holds"."amount" > 0),
	CONSTRAINT "point_holds_status" CHECK ("point_holds"."status" in ('held', 'settled', 'released'))
);
--> statement-breakpoint
CREATE TABLE "project_boosts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"points" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_completions" (
	"user_no" integer NOT NULL,
	"week_start" date NOT NULL,
	"day" date NOT NULL,
	"quest_code" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_completions_user_no_day_quest_code_pk" PRIMARY KEY("user_no","day","quest_code")
);
--> statement-breakpoint
CREATE TABLE "quest_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"completions" integer,
	"participants" integer
);
--> statement-breakpoint
CREATE TABLE "user_plans" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"plan_type" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"payment_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_credit_periods" ADD CONSTRAINT "ai_credit_periods_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_credit_uses" ADD CONSTRAINT "ai_credit_uses_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_credit_uses" ADD CONSTRAINT "ai_credit_uses_period_id_ai_credit_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."ai_credit_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_daily_counters" ADD CONSTRAINT "point_daily_counters_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_beneficiary_no_users_no_fk" FOREIGN KEY ("beneficiary_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_boosts" ADD CONSTRAINT "project_boosts_project_no_projects_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_boosts" ADD CONSTRAINT "project_boosts_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_completions" ADD CONSTRAINT "quest_completions_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_credit_periods_once" ON "ai_credit_periods" USING btree ("user_no","plan_type","period_start");--> statement-breakpoint
CREATE INDEX "ai_credit_periods_user_idx" ON "ai_credit_periods" USING btree ("user_no","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_credit_uses_once" ON "ai_credit_uses" USING btree ("user_no","purpose","reference");--> statement-breakpoint
CREATE INDEX "payment_webhook_deliveries_payment_idx" ON "payment_webhook_deliveries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_idx" ON "payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_once_per_cause" ON "point_entries" USING btree ("user_no","code","cause_type","cause_id");--> statement-breakpoint
CREATE INDEX "point_entries_user_history_idx" ON "point_entries" USING btree ("user_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_holds_once_per_cause" ON "point_holds" USING btree ("cause_type","cause_id");--> statement-breakpoint
CREATE INDEX "project_boosts_project_idx" ON "project_boosts" USING btree ("project_no","ends_at");--> statement-breakpoint
CREATE INDEX "quest_completions_week_idx" ON "quest_completions" USING btree ("user_no","week_start");
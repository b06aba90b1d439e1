CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"sender_no" integer,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"upload_id" uuid,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type" CHECK ("chat_messages"."type" in ('text', 'image', 'system'))
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"room_id" integer NOT NULL,
	"user_no" integer NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"is_alarm_blocked" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "chat_participants_room_id_user_no_pk" PRIMARY KEY("room_id","user_no"),
	CONSTRAINT "chat_participants_role" CHECK ("chat_participants"."role" in ('host', 'guest', 'pro')),
	CONSTRAINT "chat_participants_status" CHECK ("chat_participants"."status" in ('joined', 'left', 'expelled', 'banned'))
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"host_no" integer,
	"project_no" integer,
	"direct_key" text,
	"reservation_id" integer,
	"participants_size" integer DEFAULT 0 NOT NULL,
	"end_date" timestamp with time zone,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bot_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_type" CHECK ("chat_rooms"."type" in ('01', '02', '03', '04')),
	CONSTRAINT "chat_rooms_participants_size" CHECK ("chat_rooms"."participants_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pro_chat_reviews" (
	"reservation_id" integer NOT NULL,
	"reviewer_no" integer NOT NULL,
	"reviewee_no" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_chat_reviews_reservation_id_reviewer_no_pk" PRIMARY KEY("reservation_id","reviewer_no"),
	CONSTRAINT "pro_chat_reviews_rating" CHECK ("pro_chat_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "pro_open_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"pro_no" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_open_slots_order" CHECK ("pro_open_slots"."ends_at" > "pro_open_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "pro_profiles" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"price_points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"pro_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"payment" text DEFAULT 'unpaid' NOT NULL,
	"price_points" integer DEFAULT 0 NOT NULL,
	"points_hold_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "pro_reservations_status" CHECK ("pro_reservations"."status" in ('reserved', 'held', 'proNoShow', 'userNoShow', 'cancelled')),
	CONSTRAINT "pro_reservations_payment" CHECK ("pro_reservations"."payment" in ('unpaid', 'held', 'settled', 'released'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_no_users_no_fk" FOREIGN KEY ("sender_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_host_no_users_no_fk" FOREIGN KEY ("host_no") REFERENCES "public"."users"("no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_chat_reviews" ADD CONSTRAINT "pro_chat_reviews_reservation_id_pro_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."pro_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_chat_reviews" ADD CONSTRAINT "pro_chat_reviews_reviewer_no_users_no_fk" FOREIGN KEY ("reviewer_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_chat_reviews" ADD CONSTRAINT "pro_chat_reviews_reviewee_no_users_no_fk" FOREIGN KEY ("reviewee_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_open_slots" ADD CONSTRAINT "pro_open_slots_pro_no_users_no_fk" FOREIGN KEY ("pro_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD CONSTRAINT "pro_profiles_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_reservations" ADD CONSTRAINT "pro_reservations_slot_id_pro_open_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."pro_open_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_reservations" ADD CONSTRAINT "pro_reservations_pro_no_users_no_fk" FOREIGN KEY ("pro_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_reservations" ADD CONSTRAINT "pro_reservations_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("room_id","sender_no","client_id");--> statement-breakpoint
CREATE INDEX "chat_participants_user_idx" ON "chat_participants" USING btree ("user_no","status");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_direct_key" ON "chat_rooms" USING btree ("direct_key");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_team_project_key" ON "chat_rooms" USING btree ("project_no") WHERE "chat_rooms"."type" = '03';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_reservation_key" ON "chat_rooms" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_open_idx" ON "chat_rooms" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "pro_chat_reviews_reviewee_idx" ON "pro_chat_reviews" USING btree ("reviewee_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_open_slots_pro_start_key" ON "pro_open_slots" USING btree ("pro_no","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_reservations_slot_key" ON "pro_reservations" USING btree ("slot_id") WHERE "pro_reservations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "pro_reservations_user_idx" ON "pro_reservations" USING btree ("user_no","starts_at");--> statement-breakpoint
CREATE INDEX "pro_reservations_pro_idx" ON "pro_reservations" USING btree ("pro_no","starts_at");--> statement-breakpoint
CREATE INDEX "pro_reservations_due_idx" ON "pro_reservations" USING btree ("status","starts_at");
CREATE TABLE "feed_inbox" (
	"user_no" integer NOT NULL,
	"item_id" bigint NOT NULL,
	CONSTRAINT "feed_inbox_user_no_item_id_pk" PRIMARY KEY("user_no","item_id")
);
--> statement-breakpoint
ALTER TABLE "feed_inbox" ADD CONSTRAINT "feed_inbox_user_no_users_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_inbox" ADD CONSTRAINT "feed_inbox_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_inbox_item_idx" ON "feed_inbox" USING btree ("item_id");
ALTER TABLE "chat_rooms" DROP CONSTRAINT "chat_rooms_type";--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_group_key" ON "chat_rooms" USING btree ("group_id") WHERE "chat_rooms"."type" = '05';--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_type" CHECK ("chat_rooms"."type" in ('01', '02', '03', '04', '05'));
-- Feed pictures follow what shows them (lounge.pictures.ts): every fetch of one asks which posts,
-- magazines and notes show it, so each question is an index look-up.
CREATE INDEX "posts_image_ids_idx" ON "posts" USING gin ("image_ids") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "magazines_cover_idx" ON "magazines" ("cover_image_id") WHERE "cover_image_id" is not null;
--> statement-breakpoint
CREATE INDEX "notes_image_idx" ON "notes" ("image_id") WHERE "image_id" is not null;

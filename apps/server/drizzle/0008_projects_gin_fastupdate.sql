DROP INDEX "projects_search_idx";--> statement-breakpoint
DROP INDEX "projects_name_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_platforms_idx";--> statement-breakpoint
DROP INDEX "projects_tech_stacks_idx";--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "projects_platforms_idx" ON "projects" USING gin ("platforms") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "projects_tech_stacks_idx" ON "projects" USING gin ("tech_stacks") WITH (fastupdate=off);
-- Hand-written (drizzle-kit generate refuses to run with this drizzle-orm: "Please install latest version").
-- The lists' default sorts as they are asked, over the rows lists show, so a page is read in index order:
-- request lists sort by `sent desc nulls last, id`, the calls' default by `updated desc nulls last, id`,
-- meetings by `start_date desc nulls last, id`. The plans are in docs/BENCHMARKS.md.
CREATE INDEX IF NOT EXISTS "requests_list_sent_idx" ON "requests" USING btree ("sent" DESC NULLS LAST, "id") WHERE not "requests"."is_clone";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "requests_list_updated_idx" ON "requests" USING btree ("updated" DESC NULLS LAST, "id") WHERE not "requests"."is_clone";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conferences_list_start_date_idx" ON "conferences" USING btree ("start_date" DESC NULLS LAST, "id");

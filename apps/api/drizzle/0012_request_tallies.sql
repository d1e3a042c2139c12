-- Totals of the request lists without rescanning: every change of a listed request (not a clone)
-- appends +1 / -1 rows keyed by the columns lists filter on, summed at read and folded by a job.
-- Append-only: no shared counter row to lock, so concurrent writers never wait for or deadlock on
-- each other, and a read sees exactly the deltas of the transactions its snapshot sees.
CREATE TABLE "request_tallies" (
	"state" text NOT NULL,
	"type" text,
	"lapsed" boolean NOT NULL,
	"delta" integer NOT NULL
);--> statement-breakpoint
-- The same per owner, for the lists of one applicant or company (and an applicant's own scope).
CREATE TABLE "request_owner_tallies" (
	"user_id" text NOT NULL,
	"corporate_id" text,
	"state" text NOT NULL,
	"type" text,
	"lapsed" boolean NOT NULL,
	"delta" integer NOT NULL,
	-- False for a delta appended by a trigger, true for a key's folded sum: a fold reads only the
	-- keys written since the last one, not the whole table (about one row per request).
	"folded" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE INDEX "request_owner_tallies_unfolded_idx" ON "request_owner_tallies" USING btree ("user_id") WHERE NOT "folded";--> statement-breakpoint
CREATE INDEX "request_owner_tallies_user_idx" ON "request_owner_tallies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "request_owner_tallies_corporate_idx" ON "request_owner_tallies" USING btree ("corporate_id");--> statement-breakpoint
-- One grouped insert per statement (transition tables), so a bulk insert writes a few rows, not one
-- per request; keys whose changes cancel out (an edit of a title) write nothing.
CREATE FUNCTION "request_tallies_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "changes" AS (
		SELECT "user_id", "corporate_id", "state", "type", "lapsed", sum("delta")::integer AS "delta"
		FROM (SELECT "user_id", "corporate_id", "state", "type", "integration_lapsed" IS NOT NULL AS "lapsed", 1 AS "delta" FROM "new_rows" WHERE NOT "is_clone") AS "change"
		GROUP BY "user_id", "corporate_id", "state", "type", "lapsed"
		HAVING sum("delta") <> 0
	), "owners" AS (
		INSERT INTO "request_owner_tallies" ("user_id", "corporate_id", "state", "type", "lapsed", "delta")
			SELECT * FROM "changes"
	)
	INSERT INTO "request_tallies"
		SELECT "state", "type", "lapsed", sum("delta")::integer FROM "changes"
		GROUP BY "state", "type", "lapsed" HAVING sum("delta") <> 0;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "request_tallies_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "changes" AS (
		SELECT "user_id", "corporate_id", "state", "type", "lapsed", sum("delta")::integer AS "delta"
		FROM (SELECT "user_id", "corporate_id", "state", "type", "integration_lapsed" IS NOT NULL AS "lapsed", 1 AS "delta" FROM "new_rows" WHERE NOT "is_clone" UNION ALL SELECT "user_id", "corporate_id", "state", "type", "integration_lapsed" IS NOT NULL AS "lapsed", -1 AS "delta" FROM "old_rows" WHERE NOT "is_clone") AS "change"
		GROUP BY "user_id", "corporate_id", "state", "type", "lapsed"
		HAVING sum("delta") <> 0
	), "owners" AS (
		INSERT INTO "request_owner_tallies" ("user_id", "corporate_id", "state", "type", "lapsed", "delta")
			SELECT * FROM "changes"
	)
	INSERT INTO "request_tallies"
		SELECT "state", "type", "lapsed", sum("delta")::integer FROM "changes"
		GROUP BY "state", "type", "lapsed" HAVING sum("delta") <> 0;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "request_tallies_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "changes" AS (
		SELECT "user_id", "corporate_id", "state", "type", "lapsed", sum("delta")::integer AS "delta"
		FROM (SELECT "user_id", "corporate_id", "state", "type", "integration_lapsed" IS NOT NULL AS "lapsed", -1 AS "delta" FROM "old_rows" WHERE NOT "is_clone") AS "change"
		GROUP BY "user_id", "corporate_id", "state", "type", "lapsed"
		HAVING sum("delta") <> 0
	), "owners" AS (
		INSERT INTO "request_owner_tallies" ("user_id", "corporate_id", "state", "type", "lapsed", "delta")
			SELECT * FROM "changes"
	)
	INSERT INTO "request_tallies"
		SELECT "state", "type", "lapsed", sum("delta")::integer FROM "changes"
		GROUP BY "state", "type", "lapsed" HAVING sum("delta") <> 0;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "request_tallies_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "request_tallies", "request_owner_tallies";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "requests_tally_insert" AFTER INSERT ON "requests" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "request_tallies_inserted"();--> statement-breakpoint
CREATE TRIGGER "requests_tally_update" AFTER UPDATE ON "requests" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "request_tallies_updated"();--> statement-breakpoint
CREATE TRIGGER "requests_tally_delete" AFTER DELETE ON "requests" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "request_tallies_deleted"();--> statement-breakpoint
CREATE TRIGGER "requests_tally_truncate" AFTER TRUNCATE ON "requests"
	FOR EACH STATEMENT EXECUTE FUNCTION "request_tallies_truncated"();--> statement-breakpoint
-- The requests already there.
INSERT INTO "request_owner_tallies"
	SELECT "user_id", "corporate_id", "state", "type", "integration_lapsed" IS NOT NULL, count(*)::integer, true
	FROM "requests" WHERE NOT "is_clone"
	GROUP BY "user_id", "corporate_id", "state", "type", "integration_lapsed" IS NOT NULL;--> statement-breakpoint
INSERT INTO "request_tallies"
	SELECT "state", "type", "lapsed", sum("delta")::integer FROM "request_owner_tallies" GROUP BY "state", "type", "lapsed";

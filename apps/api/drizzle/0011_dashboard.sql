-- The state a request reached by each logged operation (null when it changed none): the dashboard
-- reads from the log when each phase ended (sent, registered, forwarded, decided).
ALTER TABLE "request_logs" ADD COLUMN "state" text;--> statement-breakpoint
-- Rows older than the column take the state from the audit row of the same write, when there is one.
UPDATE "request_logs" AS "log" SET "state" = (
	SELECT "audit"."after"->>'state' FROM "audit_log" AS "audit"
	WHERE "audit"."record_kind" = 'request' AND "audit"."record_id" = "log"."request_id"
		AND "audit"."after" ? 'state'
		AND "audit"."at" >= "log"."date" AND "audit"."at" <= "log"."date" + interval '2 seconds'
	ORDER BY "audit"."at", "audit"."id" LIMIT 1
)
WHERE "log"."operation" IN ('SEND', 'PROTOCOL', 'DECISION', 'RESTORE', 'MEETING_DECISION');--> statement-breakpoint
CREATE INDEX "request_logs_operation_idx" ON "request_logs" USING btree ("operation","date");

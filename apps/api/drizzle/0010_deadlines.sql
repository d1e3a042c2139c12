-- The integration clock (docs/deadlines.md): the due date of the applicant's current integration round, when
-- it lapsed, and when each reminder of the round was recorded; the committee's clock reads `sent`
-- and the new `forwarded`. The request type's limit is a setting of the type panel.
ALTER TABLE "request_configs" ADD COLUMN "integration_limit_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "forwarded" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "integration_due" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "integration_reminder30" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "integration_reminder7" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "integration_lapsed" timestamp (3) with time zone;--> statement-breakpoint
-- The deadline job reads only the running clocks; the lists sort by the due date.
CREATE INDEX "requests_integration_due_idx" ON "requests" USING btree ("integration_due") WHERE "integration_due" IS NOT NULL;--> statement-breakpoint
-- Requests forwarded before this migration: the secretariat's last decision is their forwarding.
UPDATE "requests" SET "forwarded" = (
  SELECT max("date") FROM "request_logs" WHERE "request_logs"."request_id" = "requests"."id" AND "operation" = 'DECISION'
) WHERE "state" IN ('SUBMITTED', 'WAIT_PROT_CER', 'TO_INTEGRATE_CER', 'ACCEPTED', 'REJECTED_CER');

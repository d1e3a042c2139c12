ALTER TABLE "conference_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "document_id" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "conference_report_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conference_report_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conference_id" text NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"document_id" text,
	"user_id" text,
	"date" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conference_report_versions" ADD CONSTRAINT "conference_report_versions_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_report_versions" ADD CONSTRAINT "conference_report_versions_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_report_versions" ADD CONSTRAINT "conference_report_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_report_versions" ADD CONSTRAINT "conference_report_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_report_versions_idx" ON "conference_report_versions" USING btree ("conference_id","request_id");--> statement-breakpoint
-- Hand-written: the report each meeting already holds becomes its first version.
INSERT INTO "conference_report_versions" ("conference_id", "request_id", "kind", "body", "date")
  SELECT c."conference_id", c."request_id", 'comment', c."body", m."updated"
  FROM "conference_comments" c JOIN "conferences" m ON m."id" = c."conference_id";--> statement-breakpoint
INSERT INTO "conference_report_versions" ("conference_id", "request_id", "kind", "document_id", "date")
  SELECT f."conference_id", f."request_id", f."kind", f."document_id", m."updated"
  FROM "conference_files" f JOIN "conferences" m ON m."id" = f."conference_id";

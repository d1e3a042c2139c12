CREATE TABLE "request_reports" (
	"request_id" text NOT NULL,
	"document_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "request_reports_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the report each request already has becomes its first version.
INSERT INTO "request_reports" ("request_id", "document_id", "position")
  SELECT "id", "report_document_id", 0 FROM "requests" WHERE "report_document_id" IS NOT NULL;

-- Whether a document is attached to anything, asked by the orphan uploads job and at each upload
-- (an uploader's quota of documents attached to nothing): an index on every large table's column
-- that names a document, and on the uploader's documents.
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_id","updated");--> statement-breakpoint
CREATE INDEX "requests_request_document_idx" ON "requests" USING btree ("request_document_id");--> statement-breakpoint
CREATE INDEX "requests_report_document_idx" ON "requests" USING btree ("report_document_id");--> statement-breakpoint
CREATE INDEX "request_documents_document_idx" ON "request_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "request_reports_document_idx" ON "request_reports" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "protocols_document_idx" ON "protocols" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "conference_files_document_idx" ON "conference_files" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "conference_report_versions_document_idx" ON "conference_report_versions" USING btree ("document_id");

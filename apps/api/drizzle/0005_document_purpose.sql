ALTER TABLE "documents" ADD COLUMN "purpose" text;--> statement-breakpoint
-- Hand-written: what is already published keeps its place (the rule applies to what is published next).
UPDATE "documents" SET "purpose" = 'template' WHERE "id" IN (SELECT "template_id" FROM "document_fields");
--> statement-breakpoint
UPDATE "documents" SET "purpose" = 'feeSheet' WHERE "id" IN (SELECT "document_id" FROM "site_documents");

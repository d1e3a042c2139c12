CREATE TABLE "document_downloads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone NOT NULL,
	"user_id" text NOT NULL,
	"user_fiscal_code" text NOT NULL,
	"role" text NOT NULL,
	"document_id" text NOT NULL,
	"operation" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_downloads_document_idx" ON "document_downloads" USING btree ("document_id","at");--> statement-breakpoint
-- Hand-written, as in 0003: who downloaded what is evidence for an inspection, so the log of
-- downloads is append-only in the database itself.
CREATE FUNCTION "append_only_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La tabella % non si modifica né si cancella: % rifiutato', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "document_downloads_no_update_or_delete" BEFORE UPDATE OR DELETE ON "document_downloads"
  FOR EACH ROW EXECUTE FUNCTION "append_only_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "document_downloads_no_truncate" BEFORE TRUNCATE ON "document_downloads"
  FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse_change"();
--> statement-breakpoint
CREATE TABLE "request_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"version" integer NOT NULL,
	"sent" timestamp (3) with time zone NOT NULL,
	"user_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	CONSTRAINT "request_submissions_version_unique" UNIQUE("request_id","version")
);
--> statement-breakpoint
-- A submission is what the applicant sent: it never changes afterwards.
CREATE TRIGGER "request_submissions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "request_submissions"
  FOR EACH ROW EXECUTE FUNCTION "append_only_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "request_submissions_no_truncate" BEFORE TRUNCATE ON "request_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse_change"();
--> statement-breakpoint
CREATE TABLE "conflicts_of_interest" (
	"request_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"declared" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "conflicts_of_interest_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conflicts_of_interest" ADD CONSTRAINT "conflicts_of_interest_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conflicts_of_interest" ADD CONSTRAINT "conflicts_of_interest_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

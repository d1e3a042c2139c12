-- ADMIN's 'Identità del comitato': at most one row, which replaces the installation's COMMITTEE_*
-- settings (name, department, contacts, manual, primary colour, logo) while it exists.
CREATE TABLE "committee_identity" (
	"key" text PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"logo_kind" text NOT NULL,
	"logo" bytea,
	"logo_type" text,
	"user_id" text NOT NULL,
	"updated" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "committee_identity_one_row" CHECK ("committee_identity"."key" = 'committee'),
	CONSTRAINT "committee_identity_logo_kind_known" CHECK ("committee_identity"."logo_kind" in ('installation', 'uploaded', 'none')),
	CONSTRAINT "committee_identity_uploaded_logo" CHECK (("committee_identity"."logo_kind" = 'uploaded') = ("committee_identity"."logo" is not null and "committee_identity"."logo_type" is not null))
);--> statement-breakpoint
ALTER TABLE "committee_identity" ADD CONSTRAINT "committee_identity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

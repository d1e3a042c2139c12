-- Applicants' own sign-up: one row per person, sent again after a refusal on the same row; the
-- company as the person named it, so a proposed company is created only when the secretariat confirms.
CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"company_id" text,
	"company_vat" text NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text,
	"company_pec" text,
	"company_proposed" boolean NOT NULL,
	"relation" text NOT NULL,
	"delegation_letter_id" text,
	"status" text NOT NULL,
	"refusal_reason" text,
	"submitted" timestamp (3) with time zone NOT NULL,
	"decided" timestamp (3) with time zone,
	"decided_by" text,
	"updated" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "registrations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "registrations_status_known" CHECK ("registrations"."status" in ('PENDING', 'CONFIRMED', 'REFUSED')),
	CONSTRAINT "registrations_relation_known" CHECK ("registrations"."relation" in ('PROMOTER_EMPLOYEE', 'DELEGATED_CRO'))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_delegation_letter_id_documents_id_fk" FOREIGN KEY ("delegation_letter_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_status_submitted_idx" ON "registrations" USING btree ("status","submitted");--> statement-breakpoint
CREATE INDEX "registrations_company_vat_idx" ON "registrations" USING btree ("company_vat");

CREATE SEQUENCE "public"."request_identifier_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cities" (
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cities_province_name_unique" UNIQUE("province_code","name")
);
--> statement-breakpoint
CREATE TABLE "conference_comments" (
	"conference_id" text NOT NULL,
	"request_id" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "conference_comments_conference_id_request_id_pk" PRIMARY KEY("conference_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "conference_files" (
	"conference_id" text NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"document_id" text NOT NULL,
	CONSTRAINT "conference_files_conference_id_request_id_kind_pk" PRIMARY KEY("conference_id","request_id","kind")
);
--> statement-breakpoint
CREATE TABLE "conference_requests" (
	"conference_id" text NOT NULL,
	"request_id" text NOT NULL,
	"rapporteur_id" text,
	"position" integer NOT NULL,
	CONSTRAINT "conference_requests_conference_id_request_id_pk" PRIMARY KEY("conference_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"agenda" text NOT NULL,
	"start_date" timestamp (3) with time zone NOT NULL,
	"end_date" timestamp (3) with time zone,
	"open_date" timestamp (3) with time zone,
	"close_date" timestamp (3) with time zone,
	"conference_document_id" text,
	"conference_document_signed_id" text,
	"updated" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_contents" (
	"document_id" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_fields" (
	"config_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"required" boolean NOT NULL,
	"template_id" text NOT NULL,
	CONSTRAINT "document_fields_config_id_position_pk" PRIMARY KEY("config_id","position")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"type" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"owner_id" text,
	"updated" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homes" (
	"id" text PRIMARY KEY NOT NULL,
	"header" text NOT NULL,
	"body" text NOT NULL,
	"footer" text NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	"updated" timestamp (3) with time zone NOT NULL,
	"user_id" text NOT NULL,
	"update_user_id" text
);
--> statement-breakpoint
CREATE TABLE "protocol_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protocols_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text,
	"conference_id" text,
	"protocol" integer NOT NULL,
	"year" integer NOT NULL,
	"date" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "protocols_owner" CHECK (num_nonnulls("protocols"."request_id", "protocols"."conference_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"user_id" text NOT NULL,
	"date" timestamp (3) with time zone NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"request_type" text NOT NULL,
	"updated" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "request_configs_request_type_unique" UNIQUE("request_type")
);
--> statement-breakpoint
CREATE TABLE "request_documents" (
	"request_id" text NOT NULL,
	"document_id" text NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "request_documents_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "request_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"operation" text NOT NULL,
	"role" text NOT NULL,
	"user_fiscal_code" text NOT NULL,
	"date" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" integer,
	"state" text NOT NULL,
	"type" text,
	"subject" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"comment" text,
	"promoter_name" text DEFAULT '' NOT NULL,
	"promoter_vat" text DEFAULT '' NOT NULL,
	"promoter_address" text DEFAULT '' NOT NULL,
	"promoter_city" text DEFAULT '' NOT NULL,
	"promoter_province" text DEFAULT '' NOT NULL,
	"promoter_country" text DEFAULT 'IT' NOT NULL,
	"promoter_postal_code" text DEFAULT '' NOT NULL,
	"promoter_tel" text DEFAULT '' NOT NULL,
	"promoter_email" text DEFAULT '' NOT NULL,
	"promoter_pec" text DEFAULT '' NOT NULL,
	"promoter_legal_name" text DEFAULT '' NOT NULL,
	"promoter_legal_surname" text DEFAULT '' NOT NULL,
	"delegated_by" text,
	"eudract_number" text DEFAULT '' NOT NULL,
	"study_title" text DEFAULT '' NOT NULL,
	"protocol_number" text DEFAULT '' NOT NULL,
	"protocol_version" text DEFAULT '' NOT NULL,
	"protocol_date" text,
	"principal_investigator" text DEFAULT '' NOT NULL,
	"investigational_drug" text DEFAULT '' NOT NULL,
	"linked_request_id" text,
	"request_document_id" text,
	"report_document_id" text,
	"report_attached" timestamp (3) with time zone,
	"user_id" text NOT NULL,
	"corporate_id" text,
	"sent" timestamp (3) with time zone,
	"updated" timestamp (3) with time zone NOT NULL,
	"is_clone" boolean DEFAULT false NOT NULL,
	"clone_of" text
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"updated" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"fiscal_code" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"fullname" text NOT NULL,
	"is_corporate" boolean DEFAULT false NOT NULL,
	"corporate_id" text,
	"inserted" timestamp (3) with time zone NOT NULL,
	"last_activity" timestamp (3) with time zone,
	"updated" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "users_fiscal_code_unique" UNIQUE("fiscal_code"),
	CONSTRAINT "users_fiscal_code_upper" CHECK ("users"."fiscal_code" = upper("users"."fiscal_code"))
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_comments" ADD CONSTRAINT "conference_comments_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_comments" ADD CONSTRAINT "conference_comments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_files" ADD CONSTRAINT "conference_files_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_files" ADD CONSTRAINT "conference_files_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_files" ADD CONSTRAINT "conference_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_requests" ADD CONSTRAINT "conference_requests_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_requests" ADD CONSTRAINT "conference_requests_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_requests" ADD CONSTRAINT "conference_requests_rapporteur_id_users_id_fk" FOREIGN KEY ("rapporteur_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_conference_document_id_documents_id_fk" FOREIGN KEY ("conference_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_conference_document_signed_id_documents_id_fk" FOREIGN KEY ("conference_document_signed_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_contents" ADD CONSTRAINT "document_contents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fields" ADD CONSTRAINT "document_fields_config_id_request_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."request_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fields" ADD CONSTRAINT "document_fields_template_id_documents_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homes" ADD CONSTRAINT "homes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homes" ADD CONSTRAINT "homes_update_user_id_users_id_fk" FOREIGN KEY ("update_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_logs" ADD CONSTRAINT "request_logs_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_linked_request_id_requests_id_fk" FOREIGN KEY ("linked_request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_request_document_id_documents_id_fk" FOREIGN KEY ("request_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_report_document_id_documents_id_fk" FOREIGN KEY ("report_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_corporate_id_users_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_clone_of_requests_id_fk" FOREIGN KEY ("clone_of") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_corporate_id_users_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_requests_request_idx" ON "conference_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "conferences_start_date_idx" ON "conferences" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "conferences_subject_trgm_idx" ON "conferences" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conferences_agenda_trgm_idx" ON "conferences" USING gin ("agenda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "protocols_request_idx" ON "protocols" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "protocols_conference_idx" ON "protocols" USING btree ("conference_id");--> statement-breakpoint
CREATE INDEX "request_comments_request_idx" ON "request_comments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_logs_request_idx" ON "request_logs" USING btree ("request_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_identifier_unique" ON "requests" USING btree ("identifier") WHERE not "requests"."is_clone";--> statement-breakpoint
CREATE INDEX "requests_state_idx" ON "requests" USING btree ("state");--> statement-breakpoint
CREATE INDEX "requests_type_idx" ON "requests" USING btree ("type");--> statement-breakpoint
CREATE INDEX "requests_user_idx" ON "requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "requests_corporate_idx" ON "requests" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "requests_sent_idx" ON "requests" USING btree ("sent");--> statement-breakpoint
CREATE INDEX "requests_updated_idx" ON "requests" USING btree ("updated");--> statement-breakpoint
CREATE INDEX "requests_clone_of_idx" ON "requests" USING btree ("clone_of");--> statement-breakpoint
CREATE INDEX "requests_study_title_trgm_idx" ON "requests" USING gin ("study_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_subject_trgm_idx" ON "requests" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_principal_investigator_trgm_idx" ON "requests" USING gin ("principal_investigator" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_corporate_idx" ON "users" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "users_fullname_trgm_idx" ON "users" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_fiscal_code_trgm_idx" ON "users" USING gin ("fiscal_code" gin_trgm_ops);
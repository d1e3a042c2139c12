-- Sign-in sessions the server was told have ended ('Esci' in the portal, the issuer's back-channel
-- logout, a grant the embedded issuer revoked), so every instance refuses their access tokens until
-- they would have expired anyway. A row names what ended: a session (`sid` claim), one token (its
-- `jti`, or the hash of a token without one), or every token of a subject issued until `ended` (a
-- back-channel logout without `sid`). Rows past `until` mean nothing more and are deleted.
CREATE TABLE "ended_sign_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ended_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"issuer" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"ended" timestamp (3) with time zone NOT NULL,
	"until" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ended_sign_ins_kind_known" CHECK ("ended_sign_ins"."kind" in ('sid', 'token', 'sub')),
	CONSTRAINT "ended_sign_ins_reason_known" CHECK ("ended_sign_ins"."reason" in ('signOut', 'backchannelLogout', 'grantRevoked'))
);--> statement-breakpoint
CREATE INDEX "ended_sign_ins_value_idx" ON "ended_sign_ins" USING btree ("value");--> statement-breakpoint
CREATE INDEX "ended_sign_ins_until_idx" ON "ended_sign_ins" USING btree ("until");

-- Trigram operators for the submission search index (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "submission_tallies" (
	"status" text NOT NULL,
	"risk_level" text,
	"priority" text NOT NULL,
	"submission_type" text NOT NULL,
	"has_valid_attachments" boolean NOT NULL,
	"submissions" integer NOT NULL,
	"score_sum" bigint NOT NULL,
	"scored" integer NOT NULL,
	"decided" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_entries_created_idx";--> statement-breakpoint
DROP INDEX "compliance_analyses_submission_idx";--> statement-breakpoint
DROP INDEX "email_outbox_created_idx";--> statement-breakpoint
DROP INDEX "landing_page_analyses_submission_idx";--> statement-breakpoint
DROP INDEX "login_records_login_at_idx";--> statement-breakpoint
DROP INDEX "login_records_user_idx";--> statement-breakpoint
DROP INDEX "submissions_created_idx";--> statement-breakpoint
DROP INDEX "submissions_status_created_idx";--> statement-breakpoint
CREATE INDEX "submissions_decision_seconds_idx" ON "submissions" USING btree ((extract(epoch from ("reviewed_at" - "created_at"))),"reviewed_at","created_at") WHERE "submissions"."reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "submissions_search_idx" ON "submissions" USING gin (("title" || chr(10) || "submitter_email" || chr(10) || coalesce("submitter_name", '') || chr(10) || "id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entries_created_idx" ON "audit_entries" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "compliance_analyses_submission_idx" ON "compliance_analyses" USING btree ("submission_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "landing_page_analyses_submission_idx" ON "landing_page_analyses" USING btree ("submission_id","analyzed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "login_records_login_at_idx" ON "login_records" USING btree ("login_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "login_records_user_idx" ON "login_records" USING btree ("user_id","login_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "submissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_status_created_idx" ON "submissions" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
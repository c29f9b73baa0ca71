CREATE TABLE "submission_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_versions_number_check" CHECK ("submission_versions"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "submission_versions" ADD CONSTRAINT "submission_versions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_versions" ADD CONSTRAINT "submission_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_versions_submission_number_idx" ON "submission_versions" USING btree ("submission_id","number" DESC NULLS FIRST);--> statement-breakpoint
-- Every submission already there becomes version 1 with all its files and its analysis.
INSERT INTO "submission_versions" ("submission_id", "number", "created_by", "created_at")
SELECT "id", 1, "created_by", "created_at" FROM "submissions";--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "version_id" uuid;--> statement-breakpoint
ALTER TABLE "compliance_analyses" ADD COLUMN "version_id" uuid;--> statement-breakpoint
UPDATE "attachments" a SET "version_id" = v."id" FROM "submission_versions" v WHERE v."submission_id" = a."submission_id";--> statement-breakpoint
UPDATE "compliance_analyses" c SET "version_id" = v."id" FROM "submission_versions" v WHERE v."submission_id" = c."submission_id";--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_analyses" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_version_id_submission_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."submission_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_analyses" ADD CONSTRAINT "compliance_analyses_version_id_submission_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."submission_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_version_idx" ON "attachments" USING btree ("version_id","created_at");--> statement-breakpoint
CREATE INDEX "compliance_analyses_version_idx" ON "compliance_analyses" USING btree ("version_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- A version is never changed after it is made: its row and its files are never updated, and once a newer
-- version exists its analysis and findings are neither updated nor removed. Deleting the submission still
-- removes everything (the submission row is gone by the time its children are deleted).
CREATE FUNCTION submission_versions_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% rows of a submission version are never changed', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER submission_versions_no_update BEFORE UPDATE ON submission_versions
  FOR EACH ROW EXECUTE FUNCTION submission_versions_immutable();
--> statement-breakpoint
CREATE TRIGGER attachments_no_update BEFORE UPDATE ON attachments
  FOR EACH ROW EXECUTE FUNCTION submission_versions_immutable();
--> statement-breakpoint
CREATE FUNCTION superseded_analysis_immutable() RETURNS trigger AS $$
DECLARE
  analysis_version uuid;
BEGIN
  IF TG_TABLE_NAME = 'policy_violations' THEN
    SELECT version_id INTO analysis_version FROM compliance_analyses WHERE id = OLD.analysis_id;
  ELSE
    analysis_version := OLD.version_id;
  END IF;
  IF EXISTS (
    SELECT 1 FROM submission_versions v
    JOIN submission_versions newer ON newer.submission_id = v.submission_id AND newer.number > v.number
    JOIN submissions s ON s.id = v.submission_id
    WHERE v.id = analysis_version
  ) THEN
    RAISE EXCEPTION 'the analysis of a superseded submission version is never changed';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER compliance_analyses_superseded_immutable BEFORE UPDATE OR DELETE ON compliance_analyses
  FOR EACH ROW EXECUTE FUNCTION superseded_analysis_immutable();
--> statement-breakpoint
CREATE TRIGGER policy_violations_superseded_immutable BEFORE UPDATE ON policy_violations
  FOR EACH ROW EXECUTE FUNCTION superseded_analysis_immutable();
--> statement-breakpoint
-- Revision-request emails carry a reference; its hash finds the submission a reply belongs to.
CREATE TABLE "submission_reply_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_reply_tokens" ADD CONSTRAINT "submission_reply_tokens_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_reply_tokens_submission_idx" ON "submission_reply_tokens" USING btree ("submission_id");
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"original_filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"validation_error" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_size_check" CHECK ("attachments"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigserial NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"entity_url" text,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"ip_address" text,
	"field_diffs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"overall_score" integer NOT NULL,
	"risk_level" text NOT NULL,
	"recommendation" text NOT NULL,
	"analysis_version" text NOT NULL,
	"analysis_model" text NOT NULL,
	"auto_approval_eligible" boolean DEFAULT false NOT NULL,
	"auto_approval_reason" text,
	"raw_analysis_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extraction" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_analyses_score_check" CHECK ("compliance_analyses"."overall_score" between 0 and 100),
	CONSTRAINT "compliance_analyses_risk_check" CHECK ("compliance_analyses"."risk_level" in ('low', 'moderate', 'high', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_addresses" text[] NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"related_entity_type" text,
	"related_entity_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('queued', 'sent', 'failed', 'logged')),
	CONSTRAINT "email_outbox_recipients_check" CHECK (cardinality("email_outbox"."to_addresses") >= 1)
);
--> statement-breakpoint
CREATE TABLE "email_processing_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"thread_id" text,
	"from_address" text NOT NULL,
	"subject" text,
	"received_at" timestamp with time zone,
	"status" text NOT NULL,
	"submission_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_processing_records_status_check" CHECK ("email_processing_records"."status" in ('processed', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"setting_key" text NOT NULL,
	"setting_type" text NOT NULL,
	"email_addresses" text[] NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_settings_key_check" CHECK ("email_settings"."setting_key" in ('escalation_emails', 'legal_escalation_emails', 'creative_escalation_emails', 'technical_escalation_emails', 'notification_emails', 'legal_review', 'admin_alerts', 'test_emails')),
	CONSTRAINT "email_settings_type_check" CHECK ("email_settings"."setting_type" in ('single_email', 'multiple_emails')),
	CONSTRAINT "email_settings_addresses_check" CHECK (cardinality("email_settings"."email_addresses") >= 1)
);
--> statement-breakpoint
CREATE TABLE "escalation_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"track_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolution" text,
	"escalation_reason" text NOT NULL,
	"escalated_by" uuid,
	"resolution_notes" text,
	"feedback_for_submitter" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"is_overridden" boolean DEFAULT false NOT NULL,
	"override_decision" text,
	"override_reason" text,
	"overridden_by" uuid,
	"overridden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escalation_tracks_type_check" CHECK ("escalation_tracks"."track_type" in ('legal', 'creative', 'technical')),
	CONSTRAINT "escalation_tracks_status_check" CHECK ("escalation_tracks"."status" in ('pending', 'in_review', 'needs_revision', 'approved', 'rejected')),
	CONSTRAINT "escalation_tracks_resolution_check" CHECK ("escalation_tracks"."resolution" is null or "escalation_tracks"."resolution" in ('approved', 'rejected')),
	CONSTRAINT "escalation_tracks_override_check" CHECK ("escalation_tracks"."override_decision" is null or "escalation_tracks"."override_decision" in ('approved', 'rejected')),
	CONSTRAINT "escalation_tracks_legal_never_overridden" CHECK (not ("escalation_tracks"."track_type" = 'legal' and "escalation_tracks"."is_overridden"))
);
--> statement-breakpoint
CREATE TABLE "file_preview_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"attachment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"url" text NOT NULL,
	"disclosure_found" boolean NOT NULL,
	"disclosure_text" text,
	"disclosure_url" text,
	"disclosure_location" text,
	"screenshot_key" text,
	"processing_time_ms" integer,
	"error" text,
	"analyzed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_page_analyses_location_check" CHECK ("landing_page_analyses"."disclosure_location" is null or "landing_page_analyses"."disclosure_location" in ('landing_page', 'one_click_away'))
);
--> statement-breakpoint
CREATE TABLE "login_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"user_email" text,
	"user_role" text,
	"success" boolean NOT NULL,
	"failure_reason" text,
	"ip_address" text,
	"user_agent" text,
	"login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_records_failure_reason_check" CHECK (("login_records"."success" and "login_records"."failure_reason" is null) or (not "login_records"."success" and "login_records"."failure_reason" in ('pending_approval', 'invalid_credentials', 'rate_limited', 'other')))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] DEFAULT array[]::text[] NOT NULL,
	"keywords" text[] DEFAULT array[]::text[] NOT NULL,
	"risk_level" text NOT NULL,
	"reference" text NOT NULL,
	"legal_references" text[] DEFAULT array[]::text[] NOT NULL,
	"is_built_in" boolean DEFAULT false NOT NULL,
	"source_type" text,
	"source_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_category_check" CHECK ("policies"."category" in ('General Standards', 'Restricted Content', 'Regulated Products', 'Content Requirements')),
	CONSTRAINT "policies_risk_level_check" CHECK ("policies"."risk_level" in ('low', 'moderate', 'high')),
	CONSTRAINT "policies_builtin_id_check" CHECK ("policies"."is_built_in" = ("policies"."id" like 'mock\_%')),
	CONSTRAINT "policies_source_type_check" CHECK ("policies"."source_type" is null or "policies"."source_type" in ('builtin', 'file_upload', 'url', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "policy_violations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"policy_id" text,
	"policy_category" text NOT NULL,
	"severity" text NOT NULL,
	"violation_type" text NOT NULL,
	"description" text NOT NULL,
	"policy_section" text,
	"affected_content" text,
	"span_start" integer,
	"span_end" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_violations_category_check" CHECK ("policy_violations"."policy_category" in ('federal_law', 'state_law', 'publisher_policy')),
	CONSTRAINT "policy_violations_severity_check" CHECK ("policy_violations"."severity" in ('critical', 'major', 'moderate', 'minor'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"risk_level" text,
	"priority" text DEFAULT 'normal' NOT NULL,
	"submission_type" text DEFAULT 'advertisement' NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"submitter_name" text,
	"submitter_email" text NOT NULL,
	"campaign_types" text[] DEFAULT array[]::text[] NOT NULL,
	"landing_page_url" text,
	"disclosure_location" text,
	"run_date" date,
	"escalated" boolean DEFAULT false NOT NULL,
	"escalation_level" text,
	"legal_review_escalated" boolean DEFAULT false NOT NULL,
	"analysis_score" integer,
	"has_valid_attachments" boolean DEFAULT true NOT NULL,
	"reviewer_notes" text,
	"reviewer_suggestions" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('pending', 'analyzing', 'analysis_failed', 'approved', 'rejected', 'needs_revision', 'invalid_attachments', 'under_review')),
	CONSTRAINT "submissions_priority_check" CHECK ("submissions"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "submissions_risk_level_check" CHECK ("submissions"."risk_level" is null or "submissions"."risk_level" in ('low', 'moderate', 'high', 'critical')),
	CONSTRAINT "submissions_type_check" CHECK ("submissions"."submission_type" in ('advertisement', 'political', 'promotional', 'upload', 'email')),
	CONSTRAINT "submissions_source_check" CHECK ("submissions"."source" in ('web', 'email', 'api')),
	CONSTRAINT "submissions_disclosure_location_check" CHECK ("submissions"."disclosure_location" is null or "submissions"."disclosure_location" in ('landing_page', 'one_click_away')),
	CONSTRAINT "submissions_score_check" CHECK ("submissions"."analysis_score" is null or "submissions"."analysis_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT array['standard']::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'pending')),
	CONSTRAINT "users_roles_check" CHECK (cardinality("users"."roles") >= 1 and "users"."roles" <@ array['standard', 'reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer']::text[])
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_analyses" ADD CONSTRAINT "compliance_analyses_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_processing_records" ADD CONSTRAINT "email_processing_records_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_tracks" ADD CONSTRAINT "escalation_tracks_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_tracks" ADD CONSTRAINT "escalation_tracks_escalated_by_users_id_fk" FOREIGN KEY ("escalated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_tracks" ADD CONSTRAINT "escalation_tracks_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_tracks" ADD CONSTRAINT "escalation_tracks_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_preview_tokens" ADD CONSTRAINT "file_preview_tokens_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_preview_tokens" ADD CONSTRAINT "file_preview_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_analyses" ADD CONSTRAINT "landing_page_analyses_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_records" ADD CONSTRAINT "login_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD CONSTRAINT "policy_violations_analysis_id_compliance_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."compliance_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD CONSTRAINT "policy_violations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_submission_idx" ON "attachments" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_storage_key_idx" ON "attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_sequence_idx" ON "audit_entries" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "audit_entries_created_idx" ON "audit_entries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action");--> statement-breakpoint
CREATE INDEX "compliance_analyses_submission_idx" ON "compliance_analyses" USING btree ("submission_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "email_processing_records_message_idx" ON "email_processing_records" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "email_processing_records_submission_idx" ON "email_processing_records" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_settings_key_idx" ON "email_settings" USING btree ("setting_key");--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_tracks_submission_type_idx" ON "escalation_tracks" USING btree ("submission_id","track_type");--> statement-breakpoint
CREATE INDEX "escalation_tracks_status_idx" ON "escalation_tracks" USING btree ("status","track_type");--> statement-breakpoint
CREATE UNIQUE INDEX "file_preview_tokens_hash_idx" ON "file_preview_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "file_preview_tokens_expires_idx" ON "file_preview_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "landing_page_analyses_submission_idx" ON "landing_page_analyses" USING btree ("submission_id","analyzed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_records_login_at_idx" ON "login_records" USING btree ("login_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_records_user_idx" ON "login_records" USING btree ("user_id","login_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_records_username_idx" ON "login_records" USING btree (lower("username"),"login_at");--> statement-breakpoint
CREATE INDEX "login_records_ip_idx" ON "login_records" USING btree ("ip_address","login_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "policies_category_idx" ON "policies" USING btree ("category");--> statement-breakpoint
CREATE INDEX "policy_violations_submission_idx" ON "policy_violations" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "policy_violations_analysis_idx" ON "policy_violations" USING btree ("analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "submissions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_status_created_idx" ON "submissions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_priority_idx" ON "submissions" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "submissions_risk_idx" ON "submissions" USING btree ("risk_level");--> statement-breakpoint
CREATE INDEX "submissions_created_by_idx" ON "submissions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "submissions_submitter_email_idx" ON "submissions" USING btree (lower("submitter_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_single_owner_idx" ON "users" USING btree ("is_owner") WHERE "users"."is_owner";
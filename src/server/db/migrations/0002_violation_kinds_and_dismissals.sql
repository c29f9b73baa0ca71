ALTER TABLE "policy_violations" ADD COLUMN "kind" text DEFAULT 'violation' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD COLUMN "dismissed_by" uuid;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD COLUMN "dismissal_reason" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD CONSTRAINT "policy_violations_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD CONSTRAINT "policy_violations_kind_check" CHECK ("policy_violations"."kind" in ('violation', 'review_item'));--> statement-breakpoint
ALTER TABLE "policy_violations" ADD CONSTRAINT "policy_violations_dismissal_check" CHECK (("policy_violations"."dismissed_at" is null) = ("policy_violations"."dismissal_reason" is null));
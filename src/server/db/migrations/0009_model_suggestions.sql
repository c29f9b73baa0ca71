ALTER TABLE "policy_violations" ADD COLUMN "origin" text DEFAULT 'rules' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD CONSTRAINT "policy_violations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_violations" ADD CONSTRAINT "policy_violations_origin_check" CHECK ("policy_violations"."origin" in ('rules', 'model'));--> statement-breakpoint
ALTER TABLE "policy_violations" ADD CONSTRAINT "policy_violations_confirmed_check" CHECK ("policy_violations"."confirmed_at" is null or "policy_violations"."origin" = 'model');
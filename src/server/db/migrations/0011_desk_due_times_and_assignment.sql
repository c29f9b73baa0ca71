ALTER TABLE "escalation_tracks" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "escalation_tracks" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "escalation_tracks" ADD CONSTRAINT "escalation_tracks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escalation_tracks_assignee_idx" ON "escalation_tracks" USING btree ("assignee_id") WHERE "escalation_tracks"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "submissions_due_idx" ON "submissions" USING btree ((case when "status" in ('approved', 'rejected') or "due_at" is null then 'infinity'::timestamptz else "due_at" end),"id");--> statement-breakpoint
CREATE INDEX "submissions_status_due_idx" ON "submissions" USING btree ("status",(case when "status" in ('approved', 'rejected') or "due_at" is null then 'infinity'::timestamptz else "due_at" end),"id");--> statement-breakpoint
CREATE INDEX "submissions_assignee_idx" ON "submissions" USING btree ("assignee_id") WHERE "submissions"."assignee_id" is not null;
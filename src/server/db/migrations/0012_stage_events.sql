CREATE TABLE "submission_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"version" integer NOT NULL,
	"track_id" uuid,
	"track_type" text,
	"actor_id" uuid,
	"outcome" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_stage_events_stage_check" CHECK ("submission_stage_events"."stage" in ('submitted', 'analysed', 'first_action', 'escalated', 'track_decided', 'revisions_requested', 'revision_received', 'decided')),
	CONSTRAINT "submission_stage_events_track_type_check" CHECK ("submission_stage_events"."track_type" is null or "submission_stage_events"."track_type" in ('legal', 'creative', 'technical')),
	CONSTRAINT "submission_stage_events_outcome_check" CHECK ("submission_stage_events"."outcome" is null or "submission_stage_events"."outcome" in ('approved', 'rejected', 'needs_revision')),
	CONSTRAINT "submission_stage_events_version_check" CHECK ("submission_stage_events"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "submission_stage_events" ADD CONSTRAINT "submission_stage_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_stage_events" ADD CONSTRAINT "submission_stage_events_track_id_escalation_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."escalation_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_stage_events" ADD CONSTRAINT "submission_stage_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_stage_events_stage_time_idx" ON "submission_stage_events" USING btree ("stage","occurred_at");--> statement-breakpoint
CREATE INDEX "submission_stage_events_submission_idx" ON "submission_stage_events" USING btree ("submission_id","stage","version","occurred_at");--> statement-breakpoint
CREATE INDEX "submission_stage_events_track_idx" ON "submission_stage_events" USING btree ("track_id","stage","occurred_at") WHERE "submission_stage_events"."track_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_stage_events_once_idx" ON "submission_stage_events" USING btree ("submission_id","stage") WHERE "submission_stage_events"."stage" in ('submitted', 'first_action', 'decided');--> statement-breakpoint
-- What the existing rows tell of earlier submissions. An analysis replaced by a later one of the same version
-- keeps only the later time; a revision request or an assignment is known from the audit trail.
INSERT INTO "submission_stage_events" ("submission_id", "stage", "version", "actor_id", "occurred_at")
SELECT s."id", 'submitted', 1, s."created_by", s."created_at" FROM "submissions" s;--> statement-breakpoint
INSERT INTO "submission_stage_events" ("submission_id", "stage", "version", "actor_id", "occurred_at")
SELECT v."submission_id", 'revision_received', v."number", v."created_by", v."created_at" FROM "submission_versions" v WHERE v."number" > 1;--> statement-breakpoint
INSERT INTO "submission_stage_events" ("submission_id", "stage", "version", "occurred_at")
SELECT a."submission_id", 'analysed', v."number", a."created_at"
FROM "compliance_analyses" a JOIN "submission_versions" v ON v."id" = a."version_id";--> statement-breakpoint
INSERT INTO "submission_stage_events" ("submission_id", "stage", "version", "track_id", "track_type", "actor_id", "occurred_at")
SELECT t."submission_id", 'escalated',
  coalesce((SELECT max(v."number") FROM "submission_versions" v WHERE v."submission_id" = t."submission_id" AND v."created_at" <= t."created_at"), 1),
  t."id", t."track_type", t."escalated_by", t."created_at"
FROM "escalation_tracks" t;--> statement-breakpoint
INSERT INTO "submission_stage_events" ("submission_id", "stage", "version", "track_id", "track_type", "actor_id", "outcome", "occurred_at")
SELECT t."submission_id", 'track_decided',
  coalesce((SELECT max(v."number") FROM "submission_versions" v WHERE v."submission_id" = t."submission_id" AND v."created_at" <= t."resolved_at"), 1),
  t."id", t."track_type", t."resolved_by",
  CASE WHEN t."status" IN ('approved', 'rejected') THEN t."status" ELSE 'needs_revision' END, t."resolved_at"
FROM "escalation_tracks" t WHERE t."resolved_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "submission_stage_events" ("submission_id", "stage", "version", "actor_id", "outcome", "occurred_at")
SELECT s."id", 'revisions_requested',
  coalesce((SELECT max(v."number") FROM "submission_versions" v WHERE v."submission_id" = s."id" AND v."created_at" <= a."created_at"), 1),
  (SELECT u."id" FROM "users" u WHERE u."id" = a."actor_id"), 'needs_revision', a."created_at"
FROM "audit_entries" a JOIN "submissions" s ON s."id"::text = a."entity_id"
WHERE a."entity_type" = 'submission' AND a."action" = 'submission_revisions_requested';--> statement-breakpoint
-- A legal veto rejects without a reviewer's decision: its time and its decider are the legal track's.
INSERT INTO "submission_stage_events" ("submission_id", "stage", "version", "track_id", "track_type", "actor_id", "outcome", "occurred_at")
SELECT d."id", 'decided',
  coalesce((SELECT max(v."number") FROM "submission_versions" v WHERE v."submission_id" = d."id" AND v."created_at" <= d."at"), 1),
  CASE WHEN d."veto" THEN d."legal_id" END, CASE WHEN d."veto" THEN 'legal' END,
  CASE WHEN d."veto" THEN d."legal_by" ELSE d."reviewed_by" END, d."status", d."at"
FROM (
  SELECT s."id", s."status", s."reviewed_by", lt."id" AS "legal_id", lt."resolved_by" AS "legal_by",
    (s."status" = 'rejected' AND lt."id" IS NOT NULL AND (s."reviewed_at" IS NULL OR lt."resolved_at" >= s."reviewed_at")) AS "veto",
    CASE WHEN s."status" = 'rejected' AND lt."id" IS NOT NULL AND (s."reviewed_at" IS NULL OR lt."resolved_at" >= s."reviewed_at")
      THEN lt."resolved_at" ELSE coalesce(s."reviewed_at", s."updated_at") END AS "at"
  FROM "submissions" s
  LEFT JOIN "escalation_tracks" lt ON lt."submission_id" = s."id" AND lt."track_type" = 'legal' AND lt."status" = 'rejected' AND lt."resolved_at" IS NOT NULL
  WHERE s."status" IN ('approved', 'rejected')
) d;--> statement-breakpoint
-- The first time the desk handled a submission: a decision, an escalation or a claim or assignment.
INSERT INTO "submission_stage_events" ("submission_id", "stage", "version", "actor_id", "occurred_at")
SELECT DISTINCT ON (c."submission_id") c."submission_id", 'first_action',
  coalesce((SELECT max(v."number") FROM "submission_versions" v WHERE v."submission_id" = c."submission_id" AND v."created_at" <= c."at"), 1),
  c."actor_id", c."at"
FROM (
  SELECT s."id" AS "submission_id", (SELECT u."id" FROM "users" u WHERE u."id" = a."actor_id") AS "actor_id", a."created_at" AS "at"
  FROM "audit_entries" a JOIN "submissions" s ON s."id"::text = a."entity_id"
  WHERE a."entity_type" = 'submission'
    AND a."action" IN ('submission_approved', 'submission_rejected', 'submission_revisions_requested', 'submission_escalated', 'submission_assigned')
  UNION ALL
  SELECT s."id", s."reviewed_by", s."reviewed_at" FROM "submissions" s WHERE s."reviewed_at" IS NOT NULL
  UNION ALL
  SELECT t."submission_id", t."escalated_by", t."created_at" FROM "escalation_tracks" t
) c
ORDER BY c."submission_id", c."at";

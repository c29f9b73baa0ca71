ALTER TABLE "submission_stage_events" ADD COLUMN "seconds" double precision;--> statement-breakpoint
ALTER TABLE "submission_stage_events" ADD COLUMN "on_time" boolean;--> statement-breakpoint
ALTER TABLE "submission_stage_events" ADD COLUMN "reviewer_seconds" double precision;--> statement-breakpoint
CREATE INDEX "submissions_open_due_idx" ON "submissions" USING btree ("due_at") WHERE "submissions"."status" not in ('approved', 'rejected');--> statement-breakpoint
-- The durations of the events recorded before, as fillStageDurations works them out for each new one.
update submission_stage_events target
set seconds = d.seconds, on_time = d.on_time, reviewer_seconds = d.reviewer_seconds
from (
  select e.id,
    extract(epoch from e.occurred_at - case
      when e.stage = 'analysed' and not exists (select 1 from submission_stage_events p
          where p.submission_id = e.submission_id and p.stage = 'analysed' and p.version = e.version and p.occurred_at < e.occurred_at)
        then (select min(a.occurred_at) from submission_stage_events a
          where a.submission_id = e.submission_id and a.stage in ('submitted', 'revision_received') and a.version = e.version)
      when e.stage in ('first_action', 'decided')
        then (select s.occurred_at from submission_stage_events s where s.submission_id = e.submission_id and s.stage = 'submitted')
      when e.stage = 'track_decided' and not exists (select 1 from submission_stage_events p
          where p.track_id = e.track_id and p.stage = 'track_decided' and p.occurred_at < e.occurred_at)
        then (select min(o.occurred_at) from submission_stage_events o where o.track_id = e.track_id and o.stage = 'escalated')
      when e.stage = 'revision_received'
        then (select min(q.occurred_at) from submission_stage_events q
          where q.submission_id = e.submission_id and q.version = e.version - 1
            and (q.stage = 'revisions_requested' or (q.stage = 'track_decided' and q.outcome = 'needs_revision')))
    end) as seconds,
    case
      when e.stage = 'decided' then e.occurred_at <= (select due.due_at from submissions due where due.id = e.submission_id)
      when e.stage = 'track_decided' then e.occurred_at <= (select t.due_at from escalation_tracks t where t.id = e.track_id)
    end as on_time,
    case when e.actor_id is not null and e.stage in ('decided', 'revisions_requested', 'track_decided') and not (e.stage = 'decided' and e.track_id is not null)
      then extract(epoch from e.occurred_at - greatest(
        (select coalesce(min(a.occurred_at) filter (where a.stage = 'analysed'), min(a.occurred_at))
          from submission_stage_events a
          where a.submission_id = e.submission_id and a.version = e.version
            and a.stage in ('submitted', 'revision_received', 'analysed') and a.occurred_at <= e.occurred_at),
        (select min(o.occurred_at) from submission_stage_events o where o.track_id = e.track_id and o.stage = 'escalated')))
    end as reviewer_seconds
  from submission_stage_events e
  where e.stage in ('analysed', 'first_action', 'track_decided', 'revision_received', 'decided', 'revisions_requested') and true
) d
where target.id = d.id
  and (target.seconds, target.on_time, target.reviewer_seconds) is distinct from (d.seconds, d.on_time, d.reviewer_seconds);

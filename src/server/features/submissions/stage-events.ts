import { sql, type SQL } from 'drizzle-orm';
import type { TTrackType } from '../../../domain/enums';
import type { TStageEvent } from '../../../domain/turnaround';
import type { DbOrTx } from '../../db/client';
import { submissionStageEvents, submissionVersions } from '../../db/schema';

export interface StageEventInput {
  submissionId: string;
  stage: TStageEvent;
  /** Who acted; null for the system (an analysis). */
  actorId?: string | null;
  /** The version it concerns; by default the submission's current one. */
  version?: number;
  track?: { id: string; type: TTrackType } | null;
  outcome?: 'approved' | 'rejected' | 'needs_revision' | null;
  /** By default the transaction's time, as `created_at` columns have it. */
  occurredAt?: Date;
}

/**
 * Record that a stage of a submission's way through the desk happened, inside the caller's transaction so it
 * commits or rolls back with the change. A stage that happens once per submission (submitted, first action,
 * decided) is kept at its first time: later ones are ignored by the unique index.
 */
export async function recordStageEvent(tx: DbOrTx, event: StageEventInput): Promise<void> {
  const currentVersion = sql`(select coalesce(max(${submissionVersions.number}), 1) from ${submissionVersions} where ${submissionVersions.submissionId} = ${event.submissionId})`;
  await tx
    .insert(submissionStageEvents)
    .values({
      submissionId: event.submissionId,
      stage: event.stage,
      version: event.version ?? currentVersion,
      actorId: event.actorId ?? null,
      trackId: event.track?.id ?? null,
      trackType: event.track?.type ?? null,
      outcome: event.outcome ?? null,
      ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
    })
    .onConflictDoNothing();
  await fillStageDurations(tx, event.submissionId);
}

/** The desk handled the submission (claimed, assigned, decided or escalated it): recorded the first time only. */
export function recordFirstAction(tx: DbOrTx, submissionId: string, actorId: string): Promise<void> {
  return recordStageEvent(tx, { submissionId, stage: 'first_action', actorId });
}

/**
 * The durations the events end, as the turnaround report reads them, computed from each submission's own events:
 * - analysis: from the version's arrival (submitted, or its revision received) to its first analysis;
 * - first action and decision: from the submission's arrival; a decision also records whether it beat the due time;
 * - escalation: from the track's opening to its first decision, and whether that beat the track's due time;
 * - revision: from the earliest request for changes on the version before to the new version's arrival;
 * - a person's decision (approve, reject, request revisions, a track's decision; a legal veto counts as its track's):
 *   from when the work was before them, the version's first analysis (or its arrival, before any) and for a track not
 *   before it opened.
 * A stage that happens again (a reanalysis, a track decided after a revision) keeps the first end only.
 */
const STAGE_DURATIONS = (scope: SQL) => sql`
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
    where e.stage in ('analysed', 'first_action', 'track_decided', 'revision_received', 'decided', 'revisions_requested') and ${scope}
  ) d
  where target.id = d.id
    and (target.seconds, target.on_time, target.reviewer_seconds) is distinct from (d.seconds, d.on_time, d.reviewer_seconds)`;

/**
 * Work out again the durations of one submission's events (or, without one, of every submission's) from its events
 * as they stand: an event recorded late, or out of order, corrects the others.
 */
export async function fillStageDurations(tx: DbOrTx, submissionId?: string): Promise<void> {
  await tx.execute(STAGE_DURATIONS(submissionId ? sql`e.submission_id = ${submissionId}` : sql`true`));
}

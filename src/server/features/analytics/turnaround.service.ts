import { and, count, sql, type SQL } from 'drizzle-orm';
import { TRACK_TYPES, type TTrackType } from '../../../domain/enums';
import { can } from '../../../domain/permissions';
import {
  TURNAROUND_STAGES,
  resolvePeriod,
  type TTurnaround,
  type TTurnaroundQuery,
  type TTurnaroundStage,
} from '../../../domain/turnaround';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import { requireActor } from '../../platform/actor';
import type { Ctx } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { visibilityFilter } from '../submissions/index';

// Every figure is computed in SQL from `submission_stage_events`. Each event carries the duration it ends, worked out
// when it was recorded (`fillStageDurations`), so a period's report reads that period's events from
// submission_stage_events_stage_time_idx and nothing else. Nothing is loaded row by row.

type Row = Record<string, unknown>;

const DAY_MS = 86_400_000;
const MAX_REVIEWERS = 100;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));
const int = (v: unknown) => Number(v ?? 0);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** `and <the event's submission is one the reader may see>`, or nothing for readers who see them all. */
function seenBy(visible: SQL | undefined, event: string): SQL {
  return visible ? sql`and exists (select 1 from submissions where submissions.id = ${sql.raw(event)}.submission_id and ${visible})` : sql``;
}

/**
 * Per stage (and per track type for escalations): how many durations ended in the period, their median and 90th
 * percentile, and of those with a due time how many ended by it.
 */
function stageDurations(start: Date, end: Date, visible: SQL | undefined): SQL {
  return sql`
    with durations as (
      select case e.stage when 'analysed' then 'analysis' when 'track_decided' then 'escalation' when 'revision_received' then 'revision'
          when 'decided' then 'decision' else e.stage end as stage,
        case when e.stage = 'track_decided' then e.track_type end as track_type, e.seconds, e.on_time
      from submission_stage_events e
      where e.stage in ('analysed', 'first_action', 'track_decided', 'revision_received', 'decided') and e.seconds is not null
        and e.occurred_at >= ${start} and e.occurred_at < ${end} ${seenBy(visible, 'e')}
    )
    select stage, track_type, grouping(track_type) = 1 as whole_stage,
      count(*) as n,
      percentile_cont(0.5) within group (order by seconds) as median,
      percentile_cont(0.9) within group (order by seconds) as p90,
      count(*) filter (where on_time) as on_time,
      count(on_time) as with_due
    from durations
    group by grouping sets ((stage), (stage, track_type))`;
}

/** Decisions per person in the period: the desk's approvals, rejections and revision requests and the specialists' track decisions. */
function reviewerDecisions(start: Date, end: Date, visible: SQL | undefined): SQL {
  return sql`
    with timed as (
      select e.actor_id, e.reviewer_seconds as seconds
      from submission_stage_events e
      where e.stage in ('decided', 'revisions_requested', 'track_decided') and e.actor_id is not null
        and not (e.stage = 'decided' and e.track_id is not null)
        and e.occurred_at >= ${start} and e.occurred_at < ${end} ${seenBy(visible, 'e')}
    )
    select t.actor_id, coalesce(u.username, 'Former user') as name, count(*) as n,
      percentile_cont(0.5) within group (order by t.seconds) as median,
      percentile_cont(0.9) within group (order by t.seconds) as p90
    from timed t left join users u on u.id = t.actor_id
    group by t.actor_id, u.username
    order by n desc, name
    limit ${MAX_REVIEWERS}`;
}

/** Open tracks of undecided submissions past their due time, per type. */
function overdueTracks(visible: SQL | undefined): SQL {
  return sql`
    select t.track_type, count(*) as n
    from escalation_tracks t join submissions on submissions.id = t.submission_id
    where t.status not in ('approved', 'rejected') and t.due_at <= now()
      and submissions.status not in ('approved', 'rejected') ${visible ? sql`and ${visible}` : sql``}
    group by t.track_type`;
}

/** The turnaround report for a period of UTC days: stage durations, due-time keeping, per reviewer and per track. */
export async function getTurnaround(ctx: Ctx, query: TTurnaroundQuery): Promise<TTurnaround> {
  const actor = requireActor(ctx);
  if (!can(actor, 'analytics.view')) throw forbidden();
  const { db } = ctx.platform;
  const visible = visibilityFilter(actor);
  const { from, to } = resolvePeriod(query);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);

  const [stageRows, reviewerRows, trackOverdue, [{ overdue }]] = await Promise.all([
    rows(db, stageDurations(start, end, visible)),
    rows(db, reviewerDecisions(start, end, visible)),
    rows(db, overdueTracks(visible)),
    // Open work past due: a range of submissions_open_due_idx, whose condition this repeats.
    db
      .select({ overdue: count() })
      .from(submissions)
      .where(and(sql`${submissions.status} not in ('approved', 'rejected') and ${submissions.dueAt} <= now()`, visible)),
  ]);

  const whole = new Map(stageRows.filter((r) => r.whole_stage === true).map((r) => [r.stage as TTurnaroundStage, r]));
  const stages = TURNAROUND_STAGES.map((stage) => {
    const r = whole.get(stage);
    return { stage, count: int(r?.n), medianSeconds: num(r?.median), p90Seconds: num(r?.p90) };
  });
  const decision = whole.get('decision');
  const decidedBeforeDue = int(decision?.on_time);
  const decidedWithDue = int(decision?.with_due);

  const perTrack = new Map(
    stageRows.filter((r) => r.whole_stage !== true && r.stage === 'escalation' && r.track_type !== null).map((r) => [r.track_type as TTrackType, r]),
  );
  const overdueByTrack = new Map(trackOverdue.map((r) => [r.track_type as TTrackType, int(r.n)]));
  const tracks = TRACK_TYPES.map((trackType) => {
    const r = perTrack.get(trackType);
    return {
      trackType,
      decided: int(r?.n),
      medianSeconds: num(r?.median),
      p90Seconds: num(r?.p90),
      decidedBeforeDue: int(r?.on_time),
      decidedWithDue: int(r?.with_due),
      overdueNow: overdueByTrack.get(trackType) ?? 0,
    };
  });

  return {
    from,
    to,
    stages,
    decided: int(decision?.n),
    decidedBeforeDue,
    decidedWithDue,
    shareDecidedBeforeDue: percent(decidedBeforeDue, decidedWithDue),
    overdueNow: overdue,
    reviewers: reviewerRows.map((r) => ({
      userId: String(r.actor_id),
      name: String(r.name),
      decisions: int(r.n),
      medianSeconds: num(r.median),
      p90Seconds: num(r.p90),
    })),
    tracks,
  };
}

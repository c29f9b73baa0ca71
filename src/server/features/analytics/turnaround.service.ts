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
import { dueSortKey, submissions } from '../../db/schema';
import { requireActor } from '../../platform/actor';
import type { Ctx } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { visibilityFilter } from '../submissions/index';

// Every figure is computed in SQL from `submission_stage_events`: a duration pairs the event that ends it (in the
// period, read from submission_stage_events_stage_time_idx) with the one that started it (found by submission,
// stage and version, or by track, in the other two indexes). Nothing is loaded row by row.

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
 * percentile, and of those with a due time how many ended by it. A stage that happens again (a reanalysis, a
 * track decided after a revision) counts its first end only.
 */
function stageDurations(start: Date, end: Date, visible: SQL | undefined): SQL {
  return sql`
    with ends as (
      select e.submission_id, e.stage, e.version, e.track_id, e.track_type, e.occurred_at
      from submission_stage_events e
      where e.stage in ('analysed', 'first_action', 'track_decided', 'revision_received', 'decided')
        and e.occurred_at >= ${start} and e.occurred_at < ${end} ${seenBy(visible, 'e')}
    ),
    durations as (
      select 'analysis' as stage, null::text as track_type, extract(epoch from e.occurred_at - a.occurred_at) as seconds, null::boolean as on_time
      from ends e
      join submission_stage_events a on a.submission_id = e.submission_id and a.stage in ('submitted', 'revision_received') and a.version = e.version
      where e.stage = 'analysed'
        and not exists (select 1 from submission_stage_events p
          where p.submission_id = e.submission_id and p.stage = 'analysed' and p.version = e.version and p.occurred_at < e.occurred_at)
      union all
      select 'first_action', null, extract(epoch from e.occurred_at - s.occurred_at), null
      from ends e
      join submission_stage_events s on s.submission_id = e.submission_id and s.stage = 'submitted'
      where e.stage = 'first_action'
      union all
      select 'escalation', e.track_type, extract(epoch from e.occurred_at - o.occurred_at), e.occurred_at <= t.due_at
      from ends e
      join submission_stage_events o on o.track_id = e.track_id and o.stage = 'escalated'
      join escalation_tracks t on t.id = e.track_id
      where e.stage = 'track_decided'
        and not exists (select 1 from submission_stage_events p
          where p.track_id = e.track_id and p.stage = 'track_decided' and p.occurred_at < e.occurred_at)
      union all
      select 'revision', null, extract(epoch from e.occurred_at - r.requested_at), null
      from ends e
      cross join lateral (
        select min(q.occurred_at) as requested_at from submission_stage_events q
        where q.submission_id = e.submission_id and q.version = e.version - 1
          and (q.stage = 'revisions_requested' or (q.stage = 'track_decided' and q.outcome = 'needs_revision'))
      ) r
      where e.stage = 'revision_received' and r.requested_at is not null
      union all
      select 'decision', null, extract(epoch from e.occurred_at - s.occurred_at), e.occurred_at <= d.due_at
      from ends e
      join submission_stage_events s on s.submission_id = e.submission_id and s.stage = 'submitted'
      join submissions d on d.id = e.submission_id
      where e.stage = 'decided'
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

/**
 * Decisions per person in the period: the desk's approvals, rejections and revision requests and the
 * specialists' track decisions (a legal veto is counted as its track's decision). Each is timed from the moment
 * the work was before them: the first analysis of the version decided on (or its arrival, before any analysis),
 * and for a track not before it opened.
 */
function reviewerDecisions(start: Date, end: Date, visible: SQL | undefined): SQL {
  return sql`
    with decisions as (
      select e.actor_id, e.submission_id, e.version, e.track_id, e.occurred_at
      from submission_stage_events e
      where e.stage in ('decided', 'revisions_requested', 'track_decided') and e.actor_id is not null
        and not (e.stage = 'decided' and e.track_id is not null)
        and e.occurred_at >= ${start} and e.occurred_at < ${end} ${seenBy(visible, 'e')}
    ),
    timed as (
      select d.actor_id, extract(epoch from d.occurred_at - greatest(
        (select coalesce(min(a.occurred_at) filter (where a.stage = 'analysed'), min(a.occurred_at))
          from submission_stage_events a
          where a.submission_id = d.submission_id and a.version = d.version
            and a.stage in ('submitted', 'revision_received', 'analysed') and a.occurred_at <= d.occurred_at),
        (select o.occurred_at from submission_stage_events o where o.track_id = d.track_id and o.stage = 'escalated')
      )) as seconds
      from decisions d
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
    // The expression submissions_due_idx is built on: open work past due is a range of it.
    db.select({ overdue: count() }).from(submissions).where(and(sql`${dueSortKey(submissions)} <= now()`, visible)),
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

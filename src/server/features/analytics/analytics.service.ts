import { and, desc, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TAnalyticsSummary } from '../../../domain/analytics';
import { can } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { talliedBreakdown, visibilityFilter } from '../submissions/index';
import { requireActor } from '../../platform/actor';

const round1 = (n: number) => Math.round(n * 10) / 10;

// The expression submissions_decision_seconds_idx is built on.
const decisionSeconds = sql<number>`extract(epoch from (${submissions.reviewedAt} - ${submissions.createdAt}))`;

function submissionsPerDay(db: Db, visible: SQL | undefined) {
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  // Grouped by the truncated time and formatted per day, not per row: formatting every row was most of the cost.
  const perDay = db
    .select({ day: sql<Date>`date_trunc('day', ${submissions.createdAt} at time zone 'UTC')`.as('day'), count: sql<number>`count(*)`.as('count') })
    .from(submissions)
    .where(and(visible, gte(submissions.createdAt, since)))
    .groupBy(sql`1`)
    .as('per_day');
  return db
    .select({ date: sql<string>`to_char(${perDay.day}, 'YYYY-MM-DD')`, count: sql<number>`${perDay.count}`.mapWith(Number) })
    .from(perDay)
    .orderBy(desc(perDay.day));
}

/** The median of `decided` decision times, read from the middle of their index (what percentile_cont(0.5) gives). */
async function medianDecisionSeconds(db: Db, decided: number): Promise<number | null> {
  if (decided === 0) return null;
  const lower = Math.floor((decided - 1) / 2);
  const middle = db
    .select({ seconds: decisionSeconds.as('seconds') })
    .from(submissions)
    .where(isNotNull(submissions.reviewedAt))
    .orderBy(decisionSeconds)
    .offset(lower)
    .limit(decided % 2 === 0 ? 2 : 1)
    .as('middle');
  const [{ median }] = await db.select({ median: sql<number | null>`avg(${middle.seconds})`.mapWith((v) => (v === null ? null : Number(v))) }).from(middle);
  return median;
}

/** Everything for someone who sees all submissions: the running counts, the last 30 days and the median from indexes. */
async function summaryOfAll(db: Db): Promise<TAnalyticsSummary> {
  const [counts, days] = await Promise.all([talliedBreakdown(db), submissionsPerDay(db, undefined)]);
  const { total, byStatus } = counts;
  const approved = byStatus.approved ?? 0;
  const medianSeconds = await medianDecisionSeconds(db, counts.decided);
  return {
    total,
    pending: byStatus.pending ?? 0,
    approved,
    approvalRate: total ? round1((approved / total) * 100) : 0,
    averageScore: counts.scored ? round1(counts.scoreSum / counts.scored) : null,
    byStatus,
    byRisk: counts.byRisk,
    byType: counts.byType,
    overTime: days.reverse(),
    medianHoursToDecision: medianSeconds === null ? null : round1(medianSeconds / 3600),
  };
}

/** Aggregates over the submissions this user may see, each computed in SQL, none by loading rows. */
export async function getAnalyticsSummary(ctx: Ctx): Promise<TAnalyticsSummary> {
  const actor = requireActor(ctx);
  if (!can(actor, 'analytics.view')) throw forbidden();
  const { db } = ctx.platform;
  if (can(actor, 'submission.view_all')) return summaryOfAll(db);
  const visible = visibilityFilter(actor);

  const [totals, statuses, risks, types, days] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        averageScore: sql<number | null>`avg(${submissions.analysisScore})`.mapWith((v) => (v === null ? null : Number(v))),
        medianSeconds: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${submissions.reviewedAt} - ${submissions.createdAt})) filter (where ${isNotNull(submissions.reviewedAt)})`.mapWith(
          (v) => (v === null ? null : Number(v)),
        ),
      })
      .from(submissions)
      .where(visible),
    db.select({ key: submissions.status, n: sql<number>`count(*)`.mapWith(Number) }).from(submissions).where(visible).groupBy(submissions.status),
    db
      .select({ key: sql<string>`coalesce(${submissions.riskLevel}, 'unassessed')`, n: sql<number>`count(*)`.mapWith(Number) })
      .from(submissions)
      .where(visible)
      .groupBy(sql`1`),
    db.select({ key: submissions.submissionType, n: sql<number>`count(*)`.mapWith(Number) }).from(submissions).where(visible).groupBy(submissions.submissionType),
    submissionsPerDay(db, visible),
  ]);
  const toRecord = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]));
  const byStatus = toRecord(statuses);
  const { total, averageScore, medianSeconds } = totals[0];
  return {
    total,
    pending: byStatus.pending ?? 0,
    approved: byStatus.approved ?? 0,
    approvalRate: total ? round1(((byStatus.approved ?? 0) / total) * 100) : 0,
    averageScore: averageScore === null ? null : round1(averageScore),
    byStatus,
    byRisk: toRecord(risks),
    byType: toRecord(types),
    overTime: days.reverse(),
    medianHoursToDecision: medianSeconds === null ? null : round1(medianSeconds / 3600),
  };
}

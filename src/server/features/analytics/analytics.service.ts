import { and, desc, gte, isNotNull, sql } from 'drizzle-orm';
import type { TAnalyticsSummary } from '../../../domain/analytics';
import { can } from '../../../domain/permissions';
import { submissions } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { requireActor, visibilityFilter } from '../submissions/submissions.service';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Aggregates over the submissions this user may see, each computed in SQL, none by loading rows. */
export async function getAnalyticsSummary(ctx: Ctx): Promise<TAnalyticsSummary> {
  const actor = requireActor(ctx);
  if (!can(actor, 'analytics.view')) throw forbidden();
  const { db } = ctx.platform;
  const visible = visibilityFilter(actor);
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const day = sql<string>`to_char(date_trunc('day', ${submissions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

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
    db
      .select({ date: day, count: sql<number>`count(*)`.mapWith(Number) })
      .from(submissions)
      .where(and(visible, gte(submissions.createdAt, since)))
      .groupBy(sql`1`)
      .orderBy(desc(sql`1`)),
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

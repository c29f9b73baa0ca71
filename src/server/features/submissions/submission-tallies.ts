import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// The running counts of submissions (submission_tallies, see schema.ts) are summed in SQL, so a reader gets
// a handful of numbers back whatever the number of deltas.

// Fold the deltas into one row per group once there are more rows than this: at most a few hundred groups
// exist, so reads stay small between folds, and a fold happens about once per thousand changes.
const FOLD_AFTER_ROWS = 2_000;
// Arbitrary constant: one fold at a time across instances.
const FOLD_LOCK_ID = 7_345_210_002;

type Row = Record<string, unknown>;

async function query(db: DbOrTx, text: SQL): Promise<Row[]> {
  const result = (await db.execute(text)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The sums asked for (each an aggregate over the tallies' columns), folding the deltas when they have piled up. */
async function sumTallies<K extends string>(db: DbOrTx, measures: Record<K, SQL>): Promise<Record<K, number>> {
  const columns = sql.join(
    Object.entries<SQL>(measures).map(([name, aggregate]) => sql`coalesce(${aggregate}, 0) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = await query(db, sql`select ${columns}, count(*) as "storedRows" from submission_tallies`);
  if (Number(row.storedRows) > FOLD_AFTER_ROWS) await foldTallies(db);
  return Object.fromEntries(Object.keys(measures).map((name) => [name, Number(row[name])])) as Record<K, number>;
}

/**
 * Replace the deltas with one row per group. Rows appended meanwhile are outside this statement's snapshot
 * and stay as they are; a fold already under way elsewhere makes this one unnecessary.
 */
async function foldTallies(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ locked }] = await query(tx, sql`select pg_try_advisory_xact_lock(${FOLD_LOCK_ID}) as locked`);
    if (!locked) return;
    await tx.execute(sql`
      with folded as (delete from submission_tallies returning *)
      insert into submission_tallies (status, risk_level, priority, submission_type, has_valid_attachments, submissions, score_sum, scored, decided)
      select status, risk_level, priority, submission_type, has_valid_attachments, sum(submissions), sum(score_sum), sum(scored), sum(decided)
      from folded
      group by 1, 2, 3, 4, 5
      having sum(submissions) <> 0 or sum(score_sum) <> 0 or sum(scored) <> 0 or sum(decided) <> 0`);
  });
}

const submissionsWhere = (condition: SQL) => sql`sum(submissions) filter (where ${condition})`;
/** The dashboard's 'high risk': assessed high or critical, or sent in as high or urgent priority. */
export const highRiskCondition = (riskLevel: SQLWrapper, priority: SQLWrapper): SQL =>
  sql`(${riskLevel} in ('high', 'critical') or ${priority} in ('high', 'urgent'))`;

const HIGH_RISK = highRiskCondition(sql`risk_level`, sql`priority`);

/** How many submissions there are in all, or of those matching a condition on status, priority and risk_level. */
export async function countTallied(db: DbOrTx, condition?: SQL): Promise<number> {
  const { n } = await sumTallies(db, { n: condition ? submissionsWhere(condition) : sql`sum(submissions)` });
  return n;
}

/** The condition a list's status, priority and risk filters put on the tallies' columns. */
export function talliedListCondition(filters: { status?: string; priority?: string; risk?: 'high' }): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.status && filters.status !== 'all') parts.push(sql`status = ${filters.status}`);
  if (filters.priority && filters.priority !== 'all') parts.push(sql`priority = ${filters.priority}`);
  if (filters.risk === 'high') parts.push(HIGH_RISK);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** The dashboard's five counters over every submission. */
export function talliedDashboardStats(db: DbOrTx) {
  return sumTallies(db, {
    total: sql`sum(submissions)`,
    pending: submissionsWhere(sql`status = 'pending'`),
    approved: submissionsWhere(sql`status = 'approved'`),
    highRisk: submissionsWhere(HIGH_RISK),
    invalidAttachments: submissionsWhere(sql`(status = 'invalid_attachments' or not has_valid_attachments)`),
  });
}

export interface TalliedBreakdown {
  total: number;
  scoreSum: number;
  scored: number;
  decided: number;
  byStatus: Record<string, number>;
  byRisk: Record<string, number>;
  byType: Record<string, number>;
}

/** Totals and the distributions by status, risk and type over every submission, in one grouping-sets query. */
export async function talliedBreakdown(db: DbOrTx): Promise<TalliedBreakdown> {
  const rows = await query(
    db,
    sql`select status, coalesce(risk_level, 'unassessed') as risk, submission_type as type,
          grouping(status) as no_status, grouping(coalesce(risk_level, 'unassessed')) as no_risk, grouping(submission_type) as no_type,
          sum(submissions) as n, sum(score_sum) as score_sum, sum(scored) as scored, sum(decided) as decided, count(*) as stored_rows
        from submission_tallies
        group by grouping sets ((status), (coalesce(risk_level, 'unassessed')), (submission_type), ())`,
  );
  const breakdown: TalliedBreakdown = { total: 0, scoreSum: 0, scored: 0, decided: 0, byStatus: {}, byRisk: {}, byType: {} };
  for (const row of rows) {
    const n = Number(row.n);
    if (Number(row.no_status) === 0) {
      if (n !== 0) breakdown.byStatus[String(row.status)] = n;
    } else if (Number(row.no_risk) === 0) {
      if (n !== 0) breakdown.byRisk[String(row.risk)] = n;
    } else if (Number(row.no_type) === 0) {
      if (n !== 0) breakdown.byType[String(row.type)] = n;
    } else {
      Object.assign(breakdown, { total: n, scoreSum: Number(row.score_sum), scored: Number(row.scored), decided: Number(row.decided) });
      if (Number(row.stored_rows) > FOLD_AFTER_ROWS) await foldTallies(db);
    }
  }
  return breakdown;
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { complianceAnalyses } from './schema';

/**
 * The id of a submission's current analysis, its newest (read off compliance_analyses_submission_idx). A SQL
 * fragment, so the review detail's prepared statement embeds it as a subquery and stays one round trip.
 */
export function latestAnalysisId(submissionId: SQL | string): SQL {
  return sql`(select c.id from ${complianceAnalyses} c where c.submission_id = ${submissionId} order by c.created_at desc limit 1)`;
}

/** A submission's current analysis, or undefined before its first one. */
export async function findLatestAnalysis(db: DbOrTx, submissionId: string) {
  const [analysis] = await db.select().from(complianceAnalyses).where(eq(complianceAnalyses.id, latestAnalysisId(submissionId)));
  return analysis;
}

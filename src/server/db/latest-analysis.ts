import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { complianceAnalyses, submissionVersions } from './schema';

/** The id of a submission's current version, its highest number (read off submission_versions_submission_number_idx). */
export function currentVersionId(submissionId: SQL | string): SQL {
  return sql`(select v.id from ${submissionVersions} v where v.submission_id = ${submissionId} order by v.number desc limit 1)`;
}

/**
 * The id of a submission's current analysis: the newest analysis of its current version, so a revision has
 * none until its own analysis ran (the previous version's stays with that version). A SQL fragment, so the
 * review detail's prepared statement embeds it as a subquery and stays one round trip.
 */
export function latestAnalysisId(submissionId: SQL | string): SQL {
  return sql`(select c.id from ${complianceAnalyses} c where c.version_id = ${currentVersionId(submissionId)} order by c.created_at desc limit 1)`;
}

/** A submission's current analysis, or undefined before its current version's first one. */
export async function findLatestAnalysis(db: DbOrTx, submissionId: string) {
  const [analysis] = await db.select().from(complianceAnalyses).where(eq(complianceAnalyses.id, latestAnalysisId(submissionId)));
  return analysis;
}

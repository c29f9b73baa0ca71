import { eq, sql } from 'drizzle-orm';
import type { TSubmissionStatus } from '../../../domain/enums';
import { canMoveSubmission } from '../../../domain/workflow';
import { ANALYSIS_VERSION, isOlderVersion } from '../../../engine/version';
import { complianceAnalyses, submissions } from '../../db/schema';
import { actorLabel, type Ctx } from '../../platform/context';
import { recordAudit } from '../../platform/audit';
import { analyzeSubmissionJob } from '../../platform/analysis-queue';
import { latestAnalysisId } from '../../db/latest-analysis';

export interface TReanalysisSweep {
  /** `outdated`: submissions whose latest analysis an older engine version made; `all`: every submission. */
  scope: 'outdated' | 'all';
}

export interface TReanalysisSweepResult {
  queued: number;
  /** Already analysed by this version (with `outdated`). */
  upToDate: number;
  /** Decided (approved, rejected) or being analysed right now: the workflow does not re-run those. */
  notReanalysable: number;
}

const reanalysable = (status: string) => canMoveSubmission(status as TSubmissionStatus, 'reanalyze');

/**
 * After an engine upgrade, queue a fresh analysis for the submissions an older version judged, each in
 * its own transaction with its audit entry, as a reviewer's reanalysis would be.
 */
export async function queueReanalyses(ctx: Ctx, input: TReanalysisSweep): Promise<TReanalysisSweepResult> {
  const { db, jobs } = ctx.platform;
  const latestVersion = db
    .select({ version: complianceAnalyses.analysisVersion })
    .from(complianceAnalyses)
    .where(eq(complianceAnalyses.id, latestAnalysisId(sql`${submissions.id}`)));
  const rows = await db
    .select({ id: submissions.id, status: submissions.status, version: sql<string | null>`(${latestVersion})` })
    .from(submissions)
    .orderBy(submissions.createdAt);

  const result: TReanalysisSweepResult = { queued: 0, upToDate: 0, notReanalysable: 0 };
  for (const row of rows) {
    if (input.scope === 'outdated') {
      // Never analysed (the analysis failed, or is still to come): `all` covers those.
      if (row.version === null) continue;
      if (!isOlderVersion(row.version)) {
        result.upToDate += 1;
        continue;
      }
    }
    const queued =
      reanalysable(row.status) &&
      (await db.transaction(async (tx) => {
        // Checked again under the lock: it may have been decided or deleted since the list was read.
        const [current] = await tx.select().from(submissions).where(eq(submissions.id, row.id)).for('update');
        if (!current || !reanalysable(current.status)) return false;
        await recordAudit(tx, ctx, {
          action: 'submission_reanalysis_requested',
          summary: `Reanalysis of "${current.title}" requested by ${actorLabel(ctx)}: analysed by version ${row.version ?? 'none'}, now ${ANALYSIS_VERSION}`,
          entity: { type: 'submission', id: row.id, url: `/review/${row.id}` },
        });
        await jobs.enqueue(tx, analyzeSubmissionJob, { submissionId: row.id }, { singletonKey: row.id });
        return true;
      }));
    if (queued) result.queued += 1;
    else result.notReanalysable += 1;
  }
  return result;
}

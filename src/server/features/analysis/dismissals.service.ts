import { and, eq } from 'drizzle-orm';
import type { TViolation } from '../../../domain/analysis';
import { can } from '../../../domain/permissions';
import { complianceAnalyses, policyViolations, submissions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { lockSubmission, toViolation } from '../submissions/index';
import { requireActor } from '../../platform/actor';
import { latestAnalysisId } from '../../db/latest-analysis';
import { rescoreStoredAnalysis } from './stored-analysis';

/**
 * A reviewer dismisses an automated finding with a reason: it stays visible as dismissed, stops counting
 * against the score (the analysis and submission scores are recomputed), and the dismissal is audited.
 */
export async function dismissViolation(ctx: Ctx, submissionId: string, violationId: string, reason: string): Promise<TViolation> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.review')) throw forbidden('Only reviewers, admins and superadmins can dismiss findings');
  return ctx.platform.db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, submissionId);
    const [violation] = await tx
      .select()
      .from(policyViolations)
      .where(and(eq(policyViolations.id, violationId), eq(policyViolations.submissionId, submissionId)));
    if (!violation) throw notFound('Violation');
    const [current] = await tx.select({ id: complianceAnalyses.id }).from(complianceAnalyses).where(eq(complianceAnalyses.id, latestAnalysisId(submissionId)));
    if (current?.id !== violation.analysisId) throw new AppError('CONFLICT', 'This finding belongs to an earlier version; only the current version\'s findings can be dismissed');
    if (violation.dismissedAt) throw new AppError('CONFLICT', 'This finding has already been dismissed');
    const [updated] = await tx
      .update(policyViolations)
      .set({ dismissedAt: new Date(), dismissedBy: actor.id, dismissalReason: reason })
      .where(eq(policyViolations.id, violationId))
      .returning();

    const [analysis] = await tx.select().from(complianceAnalyses).where(eq(complianceAnalyses.id, violation.analysisId));
    const all = await tx.select().from(policyViolations).where(eq(policyViolations.analysisId, violation.analysisId));
    const score = rescoreStoredAnalysis(analysis, all);
    await tx
      .update(complianceAnalyses)
      .set({
        overallScore: score.overallScore,
        riskLevel: score.riskLevel,
        recommendation: score.recommendation,
        autoApprovalEligible: score.autoApprovalEligible,
        autoApprovalReason: score.autoApprovalReason,
        updatedAt: new Date(),
      })
      .where(eq(complianceAnalyses.id, analysis.id));
    await tx.update(submissions).set({ analysisScore: score.overallScore, riskLevel: score.riskLevel, updatedAt: new Date() }).where(eq(submissions.id, submissionId));
    await recordAudit(tx, ctx, {
      action: 'violation_dismissed',
      summary: `${actor.username} dismissed "${violation.violationType}" on "${submission.title}": ${reason}`,
      entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
      diffs: [
        { field: 'analysisScore', from: analysis.overallScore, to: score.overallScore },
        { field: 'riskLevel', from: analysis.riskLevel, to: score.riskLevel },
      ],
    });
    return toViolation(updated);
  });
}

import { and, eq } from 'drizzle-orm';
import type { TViolation } from '../../../domain/analysis';
import { can } from '../../../domain/permissions';
import type { Tx } from '../../db/client';
import { complianceAnalyses, policyViolations, submissions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { lockSubmission, toViolation } from '../submissions/index';
import { requireActor } from '../../platform/actor';
import { latestAnalysisId } from '../../db/latest-analysis';
import { rescoreStoredAnalysis, scoreColumns } from './stored-analysis';

/** Score the analysis again with its findings as they now stand, by the engine's formula, and store it on the analysis and the submission. */
async function rescore(tx: Tx, submissionId: string, analysisId: string) {
  const [analysis] = await tx.select().from(complianceAnalyses).where(eq(complianceAnalyses.id, analysisId));
  const all = await tx.select().from(policyViolations).where(eq(policyViolations.analysisId, analysisId));
  const score = rescoreStoredAnalysis(analysis, all);
  await tx
    .update(complianceAnalyses)
    .set({ ...scoreColumns(score), updatedAt: new Date() })
    .where(eq(complianceAnalyses.id, analysis.id));
  await tx.update(submissions).set({ analysisScore: score.overallScore, riskLevel: score.riskLevel, updatedAt: new Date() }).where(eq(submissions.id, submissionId));
  return { analysis, score };
}

/** The finding, locked with its submission, when it belongs to the submission's current analysis. */
async function currentFinding(tx: Tx, submissionId: string, violationId: string, verb: string) {
  const submission = await lockSubmission(tx, submissionId);
  const [violation] = await tx
    .select()
    .from(policyViolations)
    .where(and(eq(policyViolations.id, violationId), eq(policyViolations.submissionId, submissionId)));
  if (!violation) throw notFound('Violation');
  const [current] = await tx.select({ id: complianceAnalyses.id }).from(complianceAnalyses).where(eq(complianceAnalyses.id, latestAnalysisId(submissionId)));
  if (current?.id !== violation.analysisId) throw new AppError('CONFLICT', `This finding belongs to an earlier version; only the current version's findings can be ${verb}`);
  return { submission, violation };
}

/**
 * A reviewer confirms a model's suggestion (the word model's or the second opinion's): from then on it is an ordinary finding that costs its
 * points (the scores are recomputed with the engine's formula) and it no longer holds the ad for review
 * on its own. Audited like a dismissal.
 */
export async function confirmSuggestion(ctx: Ctx, submissionId: string, violationId: string): Promise<TViolation> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.review')) throw forbidden('Only reviewers, admins and superadmins can confirm suggestions');
  return ctx.platform.db.transaction(async (tx) => {
    const { submission, violation } = await currentFinding(tx, submissionId, violationId, 'confirmed');
    if (violation.origin !== 'model') throw new AppError('CONFLICT', 'Only a model\'s suggestion is confirmed; the rules\' findings already count');
    if (violation.dismissedAt) throw new AppError('CONFLICT', 'This suggestion has been dismissed');
    if (violation.confirmedAt) throw new AppError('CONFLICT', 'This suggestion has already been confirmed');
    const [updated] = await tx
      .update(policyViolations)
      .set({ confirmedAt: new Date(), confirmedBy: actor.id })
      .where(eq(policyViolations.id, violationId))
      .returning();
    const { analysis, score } = await rescore(tx, submissionId, violation.analysisId);
    await recordAudit(tx, ctx, {
      action: 'suggestion_confirmed',
      summary: `${actor.username} confirmed the model's suggestion (${violation.severity}) on "${submission.title}": "${(violation.affectedContent ?? '').slice(0, 200)}"`,
      entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
      diffs: [
        { field: 'analysisScore', from: analysis.overallScore, to: score.overallScore },
        { field: 'riskLevel', from: analysis.riskLevel, to: score.riskLevel },
      ],
    });
    return toViolation(updated);
  });
}

/**
 * A reviewer dismisses an automated finding (the rules', or a model's suggestion) with a reason: it stays visible as dismissed, stops counting
 * against the score (the analysis and submission scores are recomputed), and the dismissal is audited.
 */
export async function dismissViolation(ctx: Ctx, submissionId: string, violationId: string, reason: string): Promise<TViolation> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.review')) throw forbidden('Only reviewers, admins and superadmins can dismiss findings');
  return ctx.platform.db.transaction(async (tx) => {
    const { submission, violation } = await currentFinding(tx, submissionId, violationId, 'dismissed');
    if (violation.dismissedAt) throw new AppError('CONFLICT', 'This finding has already been dismissed');
    const [updated] = await tx
      .update(policyViolations)
      .set({ dismissedAt: new Date(), dismissedBy: actor.id, dismissalReason: reason })
      .where(eq(policyViolations.id, violationId))
      .returning();

    const { analysis, score } = await rescore(tx, submissionId, violation.analysisId);
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

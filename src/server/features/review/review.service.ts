import { eq } from 'drizzle-orm';
import type { TSubmissionStatus, TTrackStatus, TTrackType } from '../../../domain/enums';
import { can } from '../../../domain/permissions';
import type { TReviewerAction, TReviewerActionRequest } from '../../../domain/review';
import { approvalBlocker, canMoveSubmission, type TSubmissionEvent } from '../../../domain/workflow';
import { escalationTracks } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden } from '../../platform/errors';
import { notifySubmitter } from '../notifications/index';
import { submitterAnnotationLines } from '../annotations/index';
import { analyzeSubmissionJob } from '../../platform/analysis-queue';
import type { TSubmission } from '../../../domain/submissions';
import { hasAnalysis, issueReplyReference, loadSubmissionSummary, lockSubmission, moveSubmission, recordFirstAction, recordStageEvent } from '../submissions/index';
import { requireActor } from '../../platform/actor';

const ACTIONS: Record<
  TReviewerAction,
  { event: TSubmissionEvent; audit: string; verb: string; subject: string; decision: string; message: string }
> = {
  approve: {
    event: 'approve',
    audit: 'submission_approved',
    verb: 'approved',
    subject: 'Your ad has been approved',
    decision: 'has been approved for publication',
    message: 'Submission approved',
  },
  'request-revisions': {
    event: 'request_revisions',
    audit: 'submission_revisions_requested',
    verb: 'sent back for revisions',
    subject: 'Revisions requested for your ad',
    decision: 'needs revisions before it can be approved',
    message: 'Revisions requested',
  },
  reject: {
    event: 'reject',
    audit: 'submission_rejected',
    verb: 'rejected',
    subject: 'Your ad was not approved',
    decision: 'has been rejected',
    message: 'Submission rejected',
  },
};

/**
 * A reviewer's decision on a submission (reviewers, admins, superadmins). Needs an analysis and an
 * open status; approval also needs every escalation track resolved in favour and no legal veto.
 * Decided in one transaction with its audit entry and the email to the submitter.
 */
export async function decideSubmission(
  ctx: Ctx,
  id: string,
  action: TReviewerAction,
  input: TReviewerActionRequest,
): Promise<{ submission: TSubmission; message: string }> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.review')) throw forbidden('Only reviewers, admins and superadmins can decide submissions');
  const spec = ACTIONS[action];
  const row = await ctx.platform.db.transaction(async (tx) => {
    const current = await lockSubmission(tx, id);
    const status = current.status as TSubmissionStatus;
    const analysed = await hasAnalysis(tx, id);
    if (!analysed) throw new AppError('CONFLICT', 'This submission has no compliance analysis yet');
    if (action === 'approve') {
      const tracks = await tx.select().from(escalationTracks).where(eq(escalationTracks.submissionId, id));
      const blocker = approvalBlocker({
        status,
        hasAnalysis: analysed,
        tracks: tracks.map((t) => ({
          trackType: t.trackType as TTrackType,
          status: t.status as TTrackStatus,
          isOverridden: t.isOverridden,
          overrideDecision: t.overrideDecision as 'approved' | 'rejected' | null,
        })),
      });
      if (blocker) throw new AppError('CONFLICT', blocker);
    }
    const updated = await moveSubmission(tx, current, spec.event, {
      reviewerNotes: input.reviewerNotes,
      reviewerSuggestions: input.reviewerSuggestions,
      reviewedBy: actor.id,
      reviewedAt: new Date(),
    });
    if (!updated) throw new AppError('CONFLICT', `A submission that is ${status.replace('_', ' ')} cannot be ${spec.verb}`);
    const next = updated.status;
    await recordFirstAction(tx, id, actor.id);
    await recordStageEvent(
      tx,
      next === 'approved' || next === 'rejected'
        ? { submissionId: id, stage: 'decided', actorId: actor.id, outcome: next }
        : { submissionId: id, stage: 'revisions_requested', actorId: actor.id, outcome: 'needs_revision' },
    );
    await recordAudit(tx, ctx, {
      action: spec.audit,
      summary: `"${current.title}" ${spec.verb} by ${actor.username}`,
      entity: { type: 'submission', id, url: `/review/${id}` },
      diffs: [
        { field: 'status', from: status, to: next },
        ...(input.reviewerNotes ? [{ field: 'reviewerNotes', from: current.reviewerNotes, to: input.reviewerNotes }] : []),
        ...(input.reviewerSuggestions
          ? [{ field: 'reviewerSuggestions', from: current.reviewerSuggestions, to: input.reviewerSuggestions }]
          : []),
      ],
    });
    await notifySubmitter(tx, ctx, updated, {
      subject: spec.subject,
      decision: spec.decision,
      feedback: [input.reviewerNotes, input.reviewerSuggestions],
      kind: `submission_${spec.event}`,
      // A reply to a revision request, with files, becomes the next version.
      replyReference: spec.event === 'request_revisions' ? await issueReplyReference(tx, id) : undefined,
      annotations: spec.event === 'request_revisions' ? await submitterAnnotationLines(tx, id) : undefined,
    });
    return updated;
  });
  return { submission: await loadSubmissionSummary(ctx, row), message: spec.message };
}

/** Queue a fresh analysis; the job replaces the current one when it finishes. */
export async function requestReanalysis(ctx: Ctx, id: string): Promise<void> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.reanalyze')) throw forbidden('Only reviewers, admins and superadmins can start a reanalysis');
  await ctx.platform.db.transaction(async (tx) => {
    const current = await lockSubmission(tx, id);
    const status = current.status as TSubmissionStatus;
    if (!canMoveSubmission(status, 'reanalyze')) {
      throw new AppError('CONFLICT', status === 'analyzing' ? 'An analysis is already running' : `A submission that is ${status.replace('_', ' ')} cannot be reanalyzed`);
    }
    await recordAudit(tx, ctx, {
      action: 'submission_reanalysis_requested',
      summary: `Reanalysis of "${current.title}" requested by ${actor.username}`,
      entity: { type: 'submission', id, url: `/review/${id}` },
    });
    await ctx.platform.jobs.enqueue(tx, analyzeSubmissionJob, { submissionId: id }, { singletonKey: id });
  });
}

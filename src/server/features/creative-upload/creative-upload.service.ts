import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import type { TRiskLevel, TSubmissionStatus } from '../../../domain/enums';
import { canMoveSubmission } from '../../../domain/workflow';
import type { TCreativeUploadResponse, TUploadResult } from '../../../domain/submissions';
import { attachments, escalationTracks, submissions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { inspectFile } from '../../platform/uploads';
import { analyzeSubmissionJob } from '../submissions/submissions.jobs';
import {
  attachmentValues,
  lockSubmission,
  removeStoredFiles,
  requireActor,
  storeFiles,
  type IncomingFile,
} from '../submissions/submissions.service';

function assertAcceptsCreative(status: string): void {
  if (!canMoveSubmission(status as TSubmissionStatus, 'creative_reuploaded')) {
    throw new AppError('CONFLICT', `New creative cannot be added to a submission that is ${status}`);
  }
}

/**
 * Add creative to an existing submission (admins). Each file gets its own result; the acceptable ones
 * are stored and attached, the submission goes back to pending and is queued for a fresh analysis.
 */
export async function uploadCreative(ctx: Ctx, submissionId: string, incoming: IncomingFile[]): Promise<TCreativeUploadResponse> {
  const actor = requireActor(ctx);
  if (!can(actor, 'creative.reupload')) throw forbidden();
  if (incoming.length === 0) throw new AppError('VALIDATION_FAILED', 'Please select at least one file');
  const [existing] = await ctx.platform.db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!existing) throw notFound('Submission');
  assertAcceptsCreative(existing.status);

  const inspected = await Promise.all(incoming.map((f) => inspectFile(f.originalFilename, f.data)));
  const accepted = inspected.filter((f) => !f.problem);
  const stored = await storeFiles(ctx, submissionId, accepted);
  const results: TUploadResult[] = inspected.map((file) => {
    const saved = stored.find((s) => s.file === file);
    return saved
      ? { filename: file.originalFilename, status: 'success', error: null, attachmentId: saved.attachmentId }
      : { filename: file.originalFilename, status: 'error', error: file.problem, attachmentId: null };
  });
  if (stored.length === 0) {
    return { uploadResults: results, reanalyzed: false, analysisScore: existing.analysisScore, riskLevel: existing.riskLevel as TRiskLevel | null };
  }

  try {
    await ctx.platform.db.transaction(async (tx) => {
      const row = await lockSubmission(tx, submissionId);
      assertAcceptsCreative(row.status);
      await tx.insert(attachments).values(attachmentValues(submissionId, stored, actor.id));
      const allAttachments = await tx.select({ isValid: attachments.isValid }).from(attachments).where(eq(attachments.submissionId, submissionId));
      const hasValidAttachments = allAttachments.every((a) => a.isValid);
      await tx.update(submissions).set({ status: 'pending', hasValidAttachments, updatedAt: new Date() }).where(eq(submissions.id, submissionId));
      // Tracks that asked for revisions are open again now that there is new creative to judge.
      await tx
        .update(escalationTracks)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(and(eq(escalationTracks.submissionId, submissionId), eq(escalationTracks.status, 'needs_revision')));
      await recordAudit(tx, ctx, {
        action: 'creative_reuploaded',
        summary: `${stored.length} file${stored.length === 1 ? '' : 's'} added to "${row.title}"; re-analysis queued`,
        entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
        diffs: [
          { field: 'files', from: null, to: stored.map((s) => s.file.originalFilename) },
          ...(row.status !== 'pending' ? [{ field: 'status', from: row.status, to: 'pending' }] : []),
        ],
      });
      await ctx.platform.jobs.enqueue(tx, analyzeSubmissionJob, { submissionId }, { singletonKey: submissionId });
    });
  } catch (error) {
    await removeStoredFiles(ctx, stored.map((s) => s.storageKey));
    throw error;
  }
  return { uploadResults: results, reanalyzed: true, analysisScore: existing.analysisScore, riskLevel: existing.riskLevel as TRiskLevel | null };
}

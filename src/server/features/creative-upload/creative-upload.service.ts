import { can } from '../../../domain/permissions';
import type { TRiskLevel } from '../../../domain/enums';
import type { TCreativeUploadResponse, TUploadResult } from '../../../domain/submissions';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden } from '../../platform/errors';
import { type IncomingFile, takeInCreative } from '../submissions/index';
import { requireActor } from '../../platform/actor';

/**
 * Add creative to an existing submission (admins). Each file gets its own result; the acceptable ones
 * become the submission's next version, which goes back to pending and is queued for its analysis.
 */
export async function uploadCreative(ctx: Ctx, submissionId: string, incoming: IncomingFile[]): Promise<TCreativeUploadResponse> {
  const actor = requireActor(ctx);
  if (!can(actor, 'creative.reupload')) throw forbidden();
  if (incoming.length === 0) throw new AppError('VALIDATION_FAILED', 'Please select at least one file');
  const taken = await takeInCreative(ctx, {
    files: incoming,
    invalidFiles: 'leave_out',
    into: { existing: submissionId, event: 'creative_reuploaded' },
    uploadedBy: actor.id,
    audit: (taken) => ({
      action: 'creative_reuploaded',
      summary: `${taken.stored.length} file${taken.stored.length === 1 ? '' : 's'} uploaded to "${taken.submission.title}" as version ${taken.version!.number}; analysis queued`,
      entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
      diffs: [
        { field: 'files', from: null, to: taken.stored.map((s) => s.file.originalFilename) },
        ...(taken.submission.status !== taken.status ? [{ field: 'status', from: taken.submission.status, to: taken.status }] : []),
      ],
    }),
  });
  const results: TUploadResult[] = taken.files.map((file) => {
    const saved = taken.stored.find((s) => s.file === file);
    return saved
      ? { filename: file.originalFilename, status: 'success', error: null, attachmentId: saved.attachmentId }
      : { filename: file.originalFilename, status: 'error', error: file.problem, attachmentId: null };
  });
  const { analysisScore, riskLevel } = taken.submission;
  return { uploadResults: results, version: taken.version?.number ?? null, reanalyzed: taken.written, analysisScore, riskLevel: riskLevel as TRiskLevel | null };
}

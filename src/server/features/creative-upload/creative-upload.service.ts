import { can } from '../../../domain/permissions';
import type { TRiskLevel } from '../../../domain/enums';
import type { TCreativeUploadResponse, TUploadResult } from '../../../domain/submissions';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden } from '../../platform/errors';
import { type IncomingFile, takeInCreative } from '../submissions/index';
import { requireActor } from '../../platform/actor';

/**
 * Add creative to an existing submission (admins). Each file gets its own result; the acceptable ones
 * are stored and attached, the submission goes back to pending and is queued for a fresh analysis.
 */
export async function uploadCreative(ctx: Ctx, submissionId: string, incoming: IncomingFile[]): Promise<TCreativeUploadResponse> {
  const actor = requireActor(ctx);
  if (!can(actor, 'creative.reupload')) throw forbidden();
  if (incoming.length === 0) throw new AppError('VALIDATION_FAILED', 'Please select at least one file');
  const taken = await takeInCreative(ctx, {
    files: incoming,
    invalidFiles: 'leave_out',
    into: { existing: submissionId },
    uploadedBy: actor.id,
    audit: ({ submission: row, stored, status }) => ({
      action: 'creative_reuploaded',
      summary: `${stored.length} file${stored.length === 1 ? '' : 's'} added to "${row.title}"; re-analysis queued`,
      entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
      diffs: [
        { field: 'files', from: null, to: stored.map((s) => s.file.originalFilename) },
        ...(row.status !== status ? [{ field: 'status', from: row.status, to: status }] : []),
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
  return { uploadResults: results, reanalyzed: taken.written, analysisScore, riskLevel: riskLevel as TRiskLevel | null };
}

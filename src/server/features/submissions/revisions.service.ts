import { canReviseSubmission } from '../../../domain/permissions';
import type { TSubmissionVersion } from '../../../domain/submissions';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden } from '../../platform/errors';
import { requireActor } from '../../platform/actor';
import { notifyRevision } from '../notifications/index';
import { takeInCreative, type IncomingFile } from './intake';
import { toAttachment } from './submissions.mapper';
import { loadVisibleSubmission } from './submissions.service';

/**
 * A revision from the web: the submission's owner, or a reviewer, admin or superadmin, uploads new files
 * (and a note), which become the next version. The submission goes back to pending, the new version is
 * queued for analysis, the desk is emailed and the revision is audited, all in one transaction. Others'
 * submissions are 404 (403 for specialists, who can see them); a decided submission is 409.
 */
export async function addRevision(ctx: Ctx, submissionId: string, note: string | null, incoming: IncomingFile[]): Promise<TSubmissionVersion> {
  const actor = requireActor(ctx);
  const row = await loadVisibleSubmission(ctx, ctx.platform.db, submissionId);
  if (!canReviseSubmission(actor, row)) throw forbidden('Only the submitter and reviewers can upload a revision');
  if (incoming.length === 0) throw new AppError('VALIDATION_FAILED', 'Please upload at least one file for the revision.');
  const taken = await takeInCreative(ctx, {
    files: incoming,
    invalidFiles: 'refuse',
    into: { existing: submissionId, event: 'revision_added', note },
    uploadedBy: actor.id,
    afterWrite: async (tx, { submission, version }) => {
      await notifyRevision(tx, ctx, submission, { number: version!.number, note }, actor.username);
    },
    audit: ({ submission, version, stored, status }) => ({
      action: 'submission_revised',
      summary: `Version ${version!.number} of "${submission.title}" uploaded by ${actor.username} with ${stored.length} file${stored.length === 1 ? '' : 's'}`,
      entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
      diffs: [
        { field: 'version', from: version!.number - 1, to: version!.number },
        { field: 'files', from: null, to: stored.map((s) => s.file.originalFilename) },
        ...(note ? [{ field: 'note', from: null, to: note }] : []),
        ...(submission.status !== status ? [{ field: 'status', from: submission.status, to: status }] : []),
      ],
    }),
  });
  const version = taken.version!;
  return {
    number: version.number,
    createdAt: version.createdAt.toISOString(),
    createdBy: version.createdBy,
    createdByName: actor.username,
    note: version.note,
    files: taken.attached.map(toAttachment),
    analysis: null,
  };
}

import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { TSubmissionStatus } from '../../../domain/enums';
import { canMoveSubmission, type TSubmissionEvent } from '../../../domain/workflow';
import type { DbOrTx } from '../../db/client';
import { attachments, submissions, submissionVersions } from '../../db/schema';
import { recordAudit, type AuditInput } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { assertAllFilesAcceptable, inspectFile, type InspectedFile } from '../../platform/uploads';
import { analyzeSubmissionJob } from '../../platform/analysis-queue';
import type { AttachmentRow, SubmissionRow } from './submissions.mapper';
import { moveSubmission, reopenTracks } from './transitions';
import { recordStageEvent } from './stage-events';
import { dueAtOnIntake } from './due-times';

/**
 * The submissions feature's entry point for taking in creative: every path that brings files to a
 * submission (the web form, an email, an admin's re-upload) goes through takeInCreative, so the files are
 * judged, stored, attached, audited and queued for analysis the same way.
 */

export interface IncomingFile {
  originalFilename: string;
  data: Buffer;
}

export interface StoredFile {
  file: InspectedFile;
  attachmentId: string;
  storageKey: string;
}

/** The new submission's own fields; its id, status and attachment validity follow from the files. */
export type NewSubmissionFields = Omit<typeof submissions.$inferInsert, 'id' | 'status' | 'hasValidAttachments'>;

/**
 * What a file that fails the content checks does:
 * - 'refuse': the whole intake is refused (400, 413 or 415) before anything is stored;
 * - 'keep': it is stored as an invalid attachment (opaque, never analysed), so nothing sent is lost;
 * - 'leave_out': it is reported in the result's files but not stored.
 */
export type InvalidFiles = 'refuse' | 'keep' | 'leave_out';

export interface CreativeIntake<Claim> {
  files: IncomingFile[];
  invalidFiles: InvalidFiles;
  /**
   * A new submission with these fields (its version 1), or the next version of an existing one (its open
   * revision requests reopen): a revision from its submitter or the desk, or an admin's re-upload.
   */
  into: { create: NewSubmissionFields } | { existing: string; event: Extract<TSubmissionEvent, 'revision_added' | 'creative_reuploaded'>; note?: string | null };
  uploadedBy: string | null;
  /** First in the transaction, before anything is written: e.g. claiming an email's message id, so a duplicate waits. */
  claim?: (tx: DbOrTx, files: InspectedFile[]) => Promise<Claim>;
  /** After the submission and its attachments are written, in the same transaction. */
  afterWrite?: (tx: DbOrTx, taken: TakenCreative<Claim>) => Promise<void>;
  audit: (taken: TakenCreative<Claim>) => AuditInput;
}

export interface TakenCreative<Claim = undefined> {
  submissionId: string;
  /** The version the files became (null when nothing was written). */
  version: VersionRow | null;
  /** Every file judged, in the order received. */
  files: InspectedFile[];
  stored: StoredFile[];
  /** The attachment rows written for the stored files. */
  attached: AttachmentRow[];
  /** The new submission; for an existing one, the row as it was before this intake. */
  submission: SubmissionRow;
  /** The status the intake gave the submission. */
  status: TSubmissionStatus;
  claimed: Claim;
  /** False when nothing was written: new creative for an existing submission with no acceptable file. */
  written: boolean;
}

export type VersionRow = typeof submissionVersions.$inferSelect;

export function storageKeyFor(submissionId: string, attachmentId: string, extension: string | null): string {
  return `submissions/${submissionId}/${attachmentId}.${extension ?? 'bin'}`;
}

/** Write files under generated names; if anything fails, remove what was written and rethrow. */
async function storeFiles(ctx: Ctx, submissionId: string, files: InspectedFile[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const attachmentId = randomUUID();
      const storageKey = storageKeyFor(submissionId, attachmentId, file.extension);
      await ctx.platform.storage.put(storageKey, file.data);
      stored.push({ file, attachmentId, storageKey });
    }
    return stored;
  } catch (error) {
    await removeStoredFiles(ctx, stored.map((s) => s.storageKey));
    throw error;
  }
}

export async function removeStoredFiles(ctx: Ctx, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => ctx.platform.storage.remove(key).catch(() => undefined)));
}

function attachmentValues(submissionId: string, versionId: string, stored: StoredFile[], uploadedBy: string | null) {
  return stored.map(({ file, attachmentId, storageKey }) => ({
    id: attachmentId,
    submissionId,
    versionId,
    filename: storageKey.split('/').at(-1)!,
    originalFilename: file.originalFilename,
    mimeType: file.mimeType ?? 'application/octet-stream',
    size: file.size,
    sha256: file.sha256,
    storageKey,
    isValid: file.problem === null,
    validationError: file.problem,
    uploadedBy,
  }));
}

const creativeRefused = (status: string) =>
  new AppError(
    'CONFLICT',
    status === 'approved' || status === 'rejected'
      ? `This submission has been ${status}: a decided submission takes no new version. Please send the ad as a new submission.`
      : `New creative cannot be added to a submission that is ${status.replace('_', ' ')}`,
  );

/**
 * Take in creative files for a submission: judge them by content, store them under generated names, then
 * write the submission (new, or moved back to pending for a fresh look), its attachments, the caller's
 * claim, the audit entry and the analysis job in one transaction. Files stored for a transaction that does
 * not commit are removed.
 */
export async function takeInCreative<Claim = undefined>(ctx: Ctx, intake: CreativeIntake<Claim>): Promise<TakenCreative<Claim>> {
  const revision = 'existing' in intake.into ? intake.into : null;
  const existingId = revision?.existing ?? null;
  let before: SubmissionRow | undefined;
  if (revision) {
    [before] = await ctx.platform.db.select().from(submissions).where(eq(submissions.id, revision.existing));
    if (!before) throw notFound('Submission');
    if (!canMoveSubmission(before.status as TSubmissionStatus, revision.event)) throw creativeRefused(before.status);
  }

  const files = await Promise.all(intake.files.map((f) => inspectFile(f.originalFilename, f.data)));
  if (intake.invalidFiles === 'refuse') assertAllFilesAcceptable(files);
  const toStore = intake.invalidFiles === 'leave_out' ? files.filter((f) => !f.problem) : files;
  const submissionId = existingId ?? randomUUID();
  if (before && toStore.length === 0) {
    return { submissionId, version: null, files, stored: [], attached: [], submission: before, status: before.status as TSubmissionStatus, claimed: undefined as Claim, written: false };
  }

  const stored = await storeFiles(ctx, submissionId, toStore);
  try {
    return await ctx.platform.db.transaction(async (tx) => {
      const claimed = (await intake.claim?.(tx, files)) as Claim;
      let submission: SubmissionRow;
      let status: TSubmissionStatus;
      let version: VersionRow;
      let attached: AttachmentRow[] = [];
      if ('create' in intake.into) {
        // A submission whose every file is unreadable waits for new creative instead of an analysis.
        status = files.length > 0 && files.every((f) => f.problem) ? 'invalid_attachments' : 'pending';
        const [inserted] = await tx
          .insert(submissions)
          .values({ ...intake.into.create, id: submissionId, status, hasValidAttachments: files.every((f) => !f.problem) })
          .returning();
        // Due from the moment the database recorded it, so "due at once" is exactly its creation time.
        const dueAt = await dueAtOnIntake(tx, inserted.createdAt, inserted.runDate);
        [submission] = await tx.update(submissions).set({ dueAt }).where(eq(submissions.id, submissionId)).returning();
        [version] = await tx.insert(submissionVersions).values({ submissionId, number: 1, createdBy: intake.uploadedBy }).returning();
        if (stored.length > 0) attached = await tx.insert(attachments).values(attachmentValues(submissionId, version.id, stored, intake.uploadedBy)).returning();
        await recordStageEvent(tx, { submissionId, stage: 'submitted', version: 1, actorId: intake.uploadedBy, occurredAt: inserted.createdAt });
      } else {
        [submission] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for('update');
        if (!submission) throw notFound('Submission');
        // The submission's row lock serialises revisions, so the next number is free.
        const [latest] = await tx
          .select({ number: submissionVersions.number })
          .from(submissionVersions)
          .where(eq(submissionVersions.submissionId, submissionId))
          .orderBy(desc(submissionVersions.number))
          .limit(1);
        [version] = await tx
          .insert(submissionVersions)
          .values({ submissionId, number: (latest?.number ?? 0) + 1, createdBy: intake.uploadedBy, note: intake.into.note ?? null })
          .returning();
        attached = await tx.insert(attachments).values(attachmentValues(submissionId, version.id, stored, intake.uploadedBy)).returning();
        const moved = await moveSubmission(tx, submission, intake.into.event, { hasValidAttachments: stored.every((s) => !s.file.problem) });
        // Decided meanwhile: the files were for a submission that is closed now.
        if (!moved) throw creativeRefused(submission.status);
        status = moved.status as TSubmissionStatus;
        await reopenTracks(tx, submissionId);
        await recordStageEvent(tx, { submissionId, stage: 'revision_received', version: version.number, actorId: intake.uploadedBy, occurredAt: version.createdAt });
      }
      const taken: TakenCreative<Claim> = { submissionId, version, files, stored, attached, submission, status, claimed, written: true };
      await intake.afterWrite?.(tx, taken);
      await recordAudit(tx, ctx, intake.audit(taken));
      await ctx.platform.jobs.enqueue(tx, analyzeSubmissionJob, { submissionId }, { singletonKey: submissionId });
      return taken;
    });
  } catch (error) {
    await removeStoredFiles(ctx, stored.map((s) => s.storageKey));
    throw error;
  }
}

import { eq, inArray } from 'drizzle-orm';
import {
  MAX_EMAIL_ATTACHMENTS,
  MAX_EMAIL_BODY_CHARS,
  isComplianceEmail,
  parseSender,
  titleFromSubject,
  type TEmailIntakeResult,
  type TEmailProcessingRecord,
  type TEmailProcessingRequest,
} from '../../../domain/mailbox';
import { can } from '../../../domain/permissions';
import { emailProcessingRecords } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { recordAudit, type AuditInput } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { stripHiddenCharacters } from '../../platform/uploads';
import { canMoveSubmission } from '../../../domain/workflow';
import type { TSubmissionStatus } from '../../../domain/enums';
import { submissions } from '../../db/schema';
import { notifyRevision, REPLY_REFERENCE_PATTERN } from '../notifications/index';
import { submissionForReplyReference, takeInCreative } from '../submissions/index';
import { requireActor } from '../../platform/actor';

const MAX_REVISION_NOTE_CHARS = 2000;

/** The undecided submission whose revision request this subject quotes the reference of, or null. */
async function revisableSubmissionFor(db: DbOrTx, subject: string | null): Promise<string | null> {
  const reference = subject ? REPLY_REFERENCE_PATTERN.exec(subject)?.[1] : undefined;
  if (!reference) return null;
  const submissionId = await submissionForReplyReference(db, reference);
  if (!submissionId) return null;
  const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId));
  return row && canMoveSubmission(row.status as TSubmissionStatus, 'revision_added') ? submissionId : null;
}

/** An email as either intake path hands it over: the ingest API (browser mailbox) or the server's IMAP monitor. */
export interface IncomingEmail {
  messageId: string;
  threadId: string | null;
  from: string;
  subject: string | null;
  body: string;
  receivedAt: Date | null;
  attachments: { filename: string; claimedMimeType: string | null; data: Buffer }[];
  /** The count the sender's client stated, kept beside what actually arrived. */
  declaredAttachmentCount?: number;
  channel: 'api' | 'imap';
}

/** How audit entries name the IMAP monitor, which works with no signed-in user. */
export const MONITOR_ACTOR = { id: null, label: 'Mailbox monitor' };

// Thrown inside the transaction when another request claimed the message id first: rolls everything back.
class AlreadyClaimed extends Error {}

function auditActor(ctx: Ctx, email: Pick<IncomingEmail, 'channel'>): AuditInput['actor'] {
  return !ctx.actor && email.channel === 'imap' ? MONITOR_ACTOR : undefined;
}

/**
 * Attachment names come from strangers: keep them as labels only, with no path separators or control
 * characters, and never refuse the email over one.
 */
function safeAttachmentName(name: string, index: number): string {
  const clean = stripHiddenCharacters(name)
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[/\\]/g, '_')
    .trim()
    .slice(0, 255);
  return clean && clean !== '.' && clean !== '..' ? clean : `attachment-${index + 1}`;
}

function toRecord(row: typeof emailProcessingRecords.$inferSelect): TEmailProcessingRecord {
  return {
    id: row.id,
    messageId: row.messageId,
    threadId: row.threadId,
    fromAddress: row.fromAddress,
    subject: row.subject,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    status: row.status as TEmailProcessingRecord['status'],
    submissionId: row.submissionId,
    error: row.error,
    data: row.data as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findRecord(db: DbOrTx, messageId: string) {
  const [row] = await db.select().from(emailProcessingRecords).where(eq(emailProcessingRecords.messageId, messageId));
  return row;
}

function alreadyProcessed(messageId: string, row: { id: string; submissionId: string | null } | undefined): TEmailIntakeResult {
  return {
    outcome: 'already_processed',
    messageId,
    recordId: row?.id ?? null,
    submissionId: row?.submissionId ?? null,
    attachments: [],
    refusedAttachments: [],
  };
}

/** Which of these message ids already have a record, in one query. */
export async function processedMessageIds(db: DbOrTx, messageIds: string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ messageId: emailProcessingRecords.messageId })
    .from(emailProcessingRecords)
    .where(inArray(emailProcessingRecords.messageId, messageIds));
  return new Set(rows.map((r) => r.messageId));
}

type EmailHeader = Pick<IncomingEmail, 'messageId' | 'threadId' | 'from' | 'subject' | 'receivedAt' | 'channel'>;

/** The processing record of an email, whatever became of it. */
function recordValues(email: EmailHeader, status: 'processed' | 'skipped' | 'failed', data: Record<string, unknown>) {
  return {
    messageId: email.messageId,
    threadId: email.threadId,
    fromAddress: email.from,
    subject: email.subject,
    receivedAt: email.receivedAt,
    status,
    data: { channel: email.channel, ...data },
  };
}

/**
 * Record an email that is not taken in (status skipped or failed), once: a second call for the same
 * message id finds the first record and changes nothing.
 */
async function recordUntaken(
  ctx: Ctx,
  email: EmailHeader,
  status: 'skipped' | 'failed',
  detail: { error: string | null; data: Record<string, unknown>; summary: string },
): Promise<TEmailIntakeResult> {
  return ctx.platform.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailProcessingRecords)
      .values({ ...recordValues(email, status, detail.data), error: detail.error })
      .onConflictDoNothing({ target: emailProcessingRecords.messageId })
      .returning({ id: emailProcessingRecords.id });
    if (!row) return alreadyProcessed(email.messageId, await findRecord(tx, email.messageId));
    await recordAudit(tx, ctx, {
      action: status === 'skipped' ? 'email_skipped' : 'email_intake_failed',
      summary: detail.summary,
      entity: { type: 'email', id: row.id },
      diffs: [{ field: 'status', from: null, to: status }],
      actor: auditActor(ctx, email),
    });
    return { outcome: status, messageId: email.messageId, recordId: row.id, submissionId: null, attachments: [], refusedAttachments: [] };
  });
}

/** An email too large to download: recorded as failed so it is reported once and not fetched again. */
export async function recordFailedEmail(
  ctx: Ctx,
  email: EmailHeader,
  error: string,
): Promise<TEmailIntakeResult> {
  return recordUntaken(ctx, email, 'failed', {
    error,
    data: {},
    summary: `Email "${titleFromSubject(email.subject)}" from ${email.from} was not taken in: ${error}`,
  });
}

/**
 * Take in one email, once per message id. A compliance email becomes a submission (source email) with
 * its attachments judged by content; unlike the web form, a bad attachment does not refuse the email but
 * is recorded as invalid, so nothing the sender mailed is lost. The record, the submission, its files,
 * the audit entry and the analysis job commit together. Two deliveries of one message, even at the same
 * moment, make one submission: the unique message id is claimed first in the transaction, and the loser
 * waits for the winner, finds the claim, and answers 'already_processed'.
 */
export async function processIncomingEmail(ctx: Ctx, email: IncomingEmail): Promise<TEmailIntakeResult> {
  const { db } = ctx.platform;
  const existing = await findRecord(db, email.messageId);
  if (existing) return alreadyProcessed(email.messageId, existing);

  const names = email.attachments.map((a, i) => safeAttachmentName(a.filename, i));
  if (!isComplianceEmail(email.body, names)) {
    return recordUntaken(ctx, email, 'skipped', {
      error: null,
      data: { reason: 'Not a compliance email: no review keyword in the body and no creative attachment', attachmentNames: names },
      summary: `Email "${titleFromSubject(email.subject)}" from ${email.from} skipped: not a compliance email`,
    });
  }

  const taken = email.attachments.slice(0, MAX_EMAIL_ATTACHMENTS);
  const refused = email.attachments.slice(MAX_EMAIL_ATTACHMENTS).map((a, i) => ({
    filename: names[MAX_EMAIL_ATTACHMENTS + i],
    size: a.data.length,
  }));
  const sender = parseSender(email.from);
  const title = titleFromSubject(email.subject);
  const body = email.body.slice(0, MAX_EMAIL_BODY_CHARS);

  // A reply to a revision request, matched by the reference its subject quotes, becomes the next version of that
  // submission while it is undecided; anything else (no or unknown reference, decided, no files) is a new submission.
  const revisionOf = taken.length > 0 ? await revisableSubmissionFor(db, email.subject) : null;
  const note = body.trim() ? body.trim().slice(0, MAX_REVISION_NOTE_CHARS) : null;

  try {
    const intake = await takeInCreative(ctx, {
      files: taken.map((a, i) => ({ originalFilename: names[i], data: a.data })),
      // Every attachment's bytes are kept, bad ones too (stored as opaque .bin, never analysed), so an admin can see what was sent.
      invalidFiles: 'keep',
      into: revisionOf
        ? { existing: revisionOf, event: 'revision_added', note }
        : {
        create: {
          title,
          description: body.trim() ? body : null,
          submitterEmail: sender.email,
          submitterName: sender.name,
          submissionType: 'email',
          source: 'email',
          createdBy: ctx.actor?.id ?? null,
        },
      },
      uploadedBy: ctx.actor?.id ?? null,
      claim: async (tx, inspected) => {
        const [claim] = await tx
          .insert(emailProcessingRecords)
          .values(
            recordValues(email, 'processed', {
              declaredAttachmentCount: email.declaredAttachmentCount ?? email.attachments.length,
              attachments: inspected.map((f, i) => ({
                filename: f.originalFilename,
                claimedMimeType: taken[i].claimedMimeType,
                detectedMimeType: f.mimeType,
                size: f.size,
                isValid: !f.problem,
                error: f.problem,
              })),
              refusedAttachments: refused.map((r) => ({ ...r, reason: `Only the first ${MAX_EMAIL_ATTACHMENTS} attachments of an email are taken in` })),
              bodyTruncated: email.body.length > body.length,
            }),
          )
          .onConflictDoNothing({ target: emailProcessingRecords.messageId })
          .returning({ id: emailProcessingRecords.id });
        if (!claim) throw new AlreadyClaimed();
        return claim.id;
      },
      afterWrite: async (tx, { submissionId, claimed, submission, version }) => {
        await tx.update(emailProcessingRecords).set({ submissionId }).where(eq(emailProcessingRecords.id, claimed));
        if (revisionOf) await notifyRevision(tx, ctx, submission, { number: version!.number, note }, sender.email);
      },
      audit: ({ submissionId, files, status, submission, version }) => {
        if (revisionOf) {
          return {
            action: 'submission_revised',
            summary: `Version ${version!.number} of "${submission.title}" received by email from ${sender.email} with ${files.length} attachment${files.length === 1 ? '' : 's'}`,
            entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
            diffs: [
              { field: 'version', from: version!.number - 1, to: version!.number },
              { field: 'files', from: null, to: files.map((f) => f.originalFilename) },
              ...(submission.status !== status ? [{ field: 'status', from: submission.status, to: status }] : []),
            ],
            actor: auditActor(ctx, email),
          };
        }
        const invalid = files.filter((f) => f.problem).length;
        const parts = [`${files.length} attachment${files.length === 1 ? '' : 's'}`];
        if (invalid > 0) parts.push(`${invalid} invalid`);
        if (refused.length > 0) parts.push(`${refused.length} beyond the limit of ${MAX_EMAIL_ATTACHMENTS} not taken in`);
        return {
          action: 'submission_created',
          summary: `Submission "${title}" created from an email from ${sender.email} (${parts.join(', ')})`,
          entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
          diffs: [
            { field: 'status', from: null, to: status },
            { field: 'source', from: null, to: 'email' },
            { field: 'files', from: null, to: files.map((f) => f.originalFilename) },
          ],
          actor: auditActor(ctx, email),
        };
      },
    });
    return {
      outcome: 'processed',
      messageId: email.messageId,
      recordId: intake.claimed,
      submissionId: intake.submissionId,
      attachments: intake.stored.map((s) => ({
        filename: s.file.originalFilename,
        isValid: !s.file.problem,
        error: s.file.problem,
        attachmentId: s.attachmentId,
      })),
      refusedAttachments: refused.map((r) => r.filename),
    };
  } catch (error) {
    if (error instanceof AlreadyClaimed) return alreadyProcessed(email.messageId, await findRecord(db, email.messageId));
    throw error;
  }
}

/** POST /api/email-processing/gmail: an email the browser read from the mailbox, attachments base64-encoded. */
export async function ingestEmail(ctx: Ctx, input: TEmailProcessingRequest): Promise<TEmailIntakeResult> {
  const actor = requireActor(ctx);
  if (!can(actor, 'mailbox.process')) throw forbidden('Admin access required to process mailbox email');
  return processIncomingEmail(ctx, {
    messageId: input.gmailMessageId,
    threadId: input.threadId ?? null,
    from: input.fromAddress,
    subject: input.subject ?? null,
    body: input.bodyContent ?? '',
    receivedAt: input.receivedAt ? new Date(input.receivedAt) : null,
    attachments: input.attachments.map((a) => ({
      filename: a.filename,
      claimedMimeType: a.mimeType,
      // Node's base64 decoder also reads the URL-safe alphabet Gmail uses.
      data: Buffer.from(a.data, 'base64'),
    })),
    declaredAttachmentCount: input.attachmentCount,
    channel: 'api',
  });
}

/** GET /api/email-processing-records/:messageId: whether (and how) a message was taken in. */
export async function getEmailProcessingRecord(ctx: Ctx, messageId: string): Promise<TEmailProcessingRecord> {
  if (!can(requireActor(ctx), 'mailbox.process')) throw forbidden('Admin access required to read email processing records');
  const row = await findRecord(ctx.platform.db, messageId);
  if (!row) throw notFound('Email processing record');
  return toRecord(row);
}

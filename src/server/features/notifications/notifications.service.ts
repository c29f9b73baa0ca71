import { and, eq, inArray } from 'drizzle-orm';
import type { TTrackType } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { emailSettings, users, type submissions } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { queueEmail } from '../../platform/mailer';

// The row as stored: notifications read the submission's own columns, so they need nothing of the submissions feature.
type SubmissionRow = typeof submissions.$inferSelect;

/** How a revision-request email's subject carries its reply reference; replies quote the subject. */
export const REPLY_REFERENCE_PATTERN = /\[Ref: ([A-Za-z0-9_-]{22})\]/;
export const replyReferenceTag = (reference: string) => `[Ref: ${reference}]`;

const TRACK_LABEL: Record<TTrackType, string> = { legal: 'Legal', creative: 'Creative', technical: 'Technical' };

function reviewLink(ctx: Ctx, submissionId: string): string {
  return `${ctx.platform.config.publicUrl}/review/${submissionId}`;
}

/**
 * Tell the submitter what was decided, with the reviewer's feedback, in the decision's transaction. With a
 * reply reference (a revision request), the subject carries it and the email says a reply with files becomes
 * the next version.
 */
export async function notifySubmitter(
  tx: DbOrTx,
  ctx: Ctx,
  submission: SubmissionRow,
  message: {
    subject: string;
    decision: string;
    feedback?: (string | null | undefined)[];
    kind: string;
    replyReference?: string;
    /** The open comments on the creative shown to the submitter, one line each. */
    annotations?: string[];
  },
): Promise<void> {
  const feedback = (message.feedback ?? []).filter((f): f is string => !!f && f.trim().length > 0);
  const reference = message.replyReference ? replyReferenceTag(message.replyReference) : null;
  await queueEmail(tx, ctx.platform.jobs, {
    to: [submission.submitterEmail],
    subject: reference ? `${message.subject} ${reference}` : message.subject,
    text: [
      `Hello ${submission.submitterName ?? submission.submitterEmail},`,
      '',
      `Your advertising submission "${submission.title}" ${message.decision}.`,
      ...(feedback.length ? ['', 'Feedback from the reviewer:', ...feedback.map((f) => `  ${f}`)] : []),
      ...(message.annotations?.length ? ['', 'Comments on your ad:', ...message.annotations.map((a) => `  ${a}`)] : []),
      ...(reference
        ? ['', `To send the revised ad, reply to this email with the new files attached and keep ${reference} in the subject.`]
        : []),
      '',
      `View it at ${reviewLink(ctx, submission.id)}`,
    ].join('\n'),
    kind: message.kind,
    related: { type: 'submission', id: submission.id },
  });
}

/** Recipients configured for escalations of this type: the general list and the type's own, active ones only. */
export async function escalationRecipients(tx: DbOrTx, trackType: TTrackType): Promise<string[]> {
  const rows = await tx
    .select({ addresses: emailSettings.emailAddresses })
    .from(emailSettings)
    .where(and(eq(emailSettings.isActive, true), inArray(emailSettings.settingKey, ['escalation_emails', `${trackType}_escalation_emails`])));
  return [...new Set(rows.flatMap((r) => r.addresses.map((a) => a.trim().toLowerCase())).filter(Boolean))];
}

export async function notifyEscalation(
  tx: DbOrTx,
  ctx: Ctx,
  submission: SubmissionRow,
  trackType: TTrackType,
  reason: string,
): Promise<number> {
  const to = await escalationRecipients(tx, trackType);
  if (to.length === 0) return 0;
  await queueEmail(tx, ctx.platform.jobs, {
    to,
    subject: `${TRACK_LABEL[trackType]} review requested: ${submission.title}`,
    text: [
      `${ctx.actor?.username ?? 'The system'} escalated "${submission.title}" to ${TRACK_LABEL[trackType]} review.`,
      '',
      `Reason: ${reason}`,
      '',
      `Review it at ${reviewLink(ctx, submission.id)}`,
    ].join('\n'),
    kind: 'escalation_created',
    related: { type: 'submission', id: submission.id },
  });
  return to.length;
}

/**
 * Tell the desk a new version arrived: the addresses under `notification_emails` and the reviewer who last
 * decided the submission (usually the one who asked for the revision). Returns how many were emailed.
 */
export async function notifyRevision(
  tx: DbOrTx,
  ctx: Ctx,
  submission: SubmissionRow,
  version: { number: number; note: string | null },
  from: string,
): Promise<number> {
  const [settings] = await tx
    .select({ addresses: emailSettings.emailAddresses })
    .from(emailSettings)
    .where(and(eq(emailSettings.isActive, true), eq(emailSettings.settingKey, 'notification_emails')));
  const reviewer = submission.reviewedBy
    ? (await tx.select({ email: users.email }).from(users).where(eq(users.id, submission.reviewedBy)))[0]?.email
    : null;
  const to = [...new Set([...(settings?.addresses ?? []), ...(reviewer ? [reviewer] : [])].map((a) => a.trim().toLowerCase()).filter(Boolean))];
  if (to.length === 0) return 0;
  await queueEmail(tx, ctx.platform.jobs, {
    to,
    subject: `Revision received: ${submission.title} (version ${version.number})`,
    text: [
      `${from} sent version ${version.number} of "${submission.title}". It is being analysed and waits for review.`,
      ...(version.note ? ['', `Note: ${version.note}`] : []),
      '',
      `Review it at ${reviewLink(ctx, submission.id)}`,
    ].join('\n'),
    kind: 'submission_revised',
    related: { type: 'submission', id: submission.id },
  });
  return to.length;
}

/**
 * Tell someone they were handed a piece of the desk's work (a submission, or one of its escalation tracks), with
 * its due time. Nothing is sent to someone without an address, or who took the work themselves.
 */
export async function notifyAssignee(
  tx: DbOrTx,
  ctx: Ctx,
  submission: SubmissionRow,
  assignment: { assigneeId: string; what: string; dueAt: Date | null; timeZone: string },
): Promise<number> {
  if (assignment.assigneeId === ctx.actor?.id) return 0;
  const [assignee] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, assignment.assigneeId));
  if (!assignee?.email) return 0;
  const due = assignment.dueAt
    ? `${assignment.dueAt.toLocaleString('en-US', { timeZone: assignment.timeZone, dateStyle: 'full', timeStyle: 'short' })} (${assignment.timeZone})`
    : null;
  await queueEmail(tx, ctx.platform.jobs, {
    to: [assignee.email],
    subject: `Assigned to you: ${submission.title}`,
    text: [
      `Hello ${assignee.username},`,
      '',
      `${ctx.actor?.username ?? 'The system'} assigned you ${assignment.what} of "${submission.title}".`,
      ...(due ? ['', `A decision is due ${due}.`] : []),
      '',
      `Open it at ${reviewLink(ctx, submission.id)}`,
    ].join('\n'),
    kind: 'submission_assigned',
    related: { type: 'submission', id: submission.id },
  });
  return 1;
}

/** Tell a user they were mentioned in a comment on a submission, quoting it. */
export async function notifyMention(
  tx: DbOrTx,
  ctx: Ctx,
  submission: SubmissionRow,
  mention: { to: string; username: string; number: number; body: string },
): Promise<void> {
  await queueEmail(tx, ctx.platform.jobs, {
    to: [mention.to],
    subject: `${ctx.actor?.username ?? 'Someone'} mentioned you: ${submission.title}`,
    text: [
      `Hello ${mention.username},`,
      '',
      `${ctx.actor?.username ?? 'Someone'} mentioned you in comment #${mention.number} on "${submission.title}":`,
      '',
      ...mention.body.split('\n').map((line) => `  ${line}`),
      '',
      `Open it at ${reviewLink(ctx, submission.id)}`,
    ].join('\n'),
    kind: 'annotation_mention',
    related: { type: 'submission', id: submission.id },
  });
}

import { and, eq, inArray } from 'drizzle-orm';
import type { TTrackType } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { emailSettings } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { queueEmail } from '../../platform/mailer';
import type { SubmissionRow } from '../submissions/index';

const TRACK_LABEL: Record<TTrackType, string> = { legal: 'Legal', creative: 'Creative', technical: 'Technical' };

function reviewLink(ctx: Ctx, submissionId: string): string {
  return `${ctx.platform.config.publicUrl}/review/${submissionId}`;
}

/** Tell the submitter what was decided, with the reviewer's feedback, in the decision's transaction. */
export async function notifySubmitter(
  tx: DbOrTx,
  ctx: Ctx,
  submission: SubmissionRow,
  message: { subject: string; decision: string; feedback?: (string | null | undefined)[]; kind: string },
): Promise<void> {
  const feedback = (message.feedback ?? []).filter((f): f is string => !!f && f.trim().length > 0);
  await queueEmail(tx, ctx.platform.jobs, {
    to: [submission.submitterEmail],
    subject: message.subject,
    text: [
      `Hello ${submission.submitterName ?? submission.submitterEmail},`,
      '',
      `Your advertising submission "${submission.title}" ${message.decision}.`,
      ...(feedback.length ? ['', 'Feedback from the reviewer:', ...feedback.map((f) => `  ${f}`)] : []),
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

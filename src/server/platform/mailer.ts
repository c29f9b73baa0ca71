import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { TEmailOutboxStatus } from '../../domain/enums';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Platform } from './context';
import { defineJob, type JobQueue } from './jobs';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (password_reset, submission_decision...), shown in the outbox. */
  kind: string;
  related?: { type: string; id: string };
  /**
   * One-time links (password reset, email verification) in `text`/`html`. The outbox keeps the message with each
   * replaced by `[withheld link N]`, so an admin reading it cannot use them; the real values are kept apart only
   * until delivery.
   */
  secrets?: string[];
}

const withheldLink = (n: number) => `[withheld link ${n}]`;

/** The body with every secret replaced by its numbered placeholder. */
export function withholdSecrets(body: string, secrets: readonly string[]): string {
  // Longest first, so a secret that contains another is replaced whole.
  const ordered = secrets.map((value, i) => ({ value, n: i + 1 })).sort((a, b) => b.value.length - a.value.length);
  return ordered.reduce((text, { value, n }) => (value ? text.split(value).join(withheldLink(n)) : text), body);
}

function restoreSecrets(body: string, secrets: readonly string[]): string {
  return body.replace(/\[withheld link (\d+)\]/g, (placeholder, n: string) => secrets[Number(n) - 1] ?? placeholder);
}

/** Write an email to the outbox (the permanent record of it) and return its id. */
export async function recordEmail(tx: DbOrTx, email: OutgoingEmail): Promise<string> {
  const secrets = email.secrets?.filter(Boolean) ?? [];
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddresses: email.to,
      subject: email.subject,
      textBody: withholdSecrets(email.text, secrets),
      htmlBody: email.html ? withholdSecrets(email.html, secrets) : null,
      secrets: secrets.length ? secrets : null,
      kind: email.kind,
      relatedEntityType: email.related?.type ?? null,
      relatedEntityId: email.related?.id ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/**
 * Queue an email in the caller's transaction: the outbox row is the record of it, and the
 * `email.send` job delivers it over SMTP when SMTP_URL is set.
 */
export async function queueEmail(tx: DbOrTx, jobs: JobQueue, email: OutgoingEmail): Promise<string> {
  const id = await recordEmail(tx, email);
  await jobs.enqueue(tx, sendEmailJob, { outboxId: id });
  return id;
}

let transporter: { url: string; transport: Transporter } | null = null;

function transportFor(url: string): Transporter {
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(url) };
  return transporter.transport;
}

/**
 * Deliver one outbox message: over SMTP when configured (status sent or failed), else mark it logged.
 * Safe to call again after a crash: a delivered message is left alone.
 */
export async function deliverOutboxEmail(platform: Platform, outboxId: string): Promise<TEmailOutboxStatus> {
  const { db, config } = platform;
  const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!message) return 'failed';
  if (message.status === 'sent' || message.status === 'logged') return message.status;
  if (!config.smtpUrl) {
    // Nothing can carry a withheld link: it is dropped rather than kept where an admin could read it.
    await db.update(emailOutbox).set({ status: 'logged', secrets: null }).where(eq(emailOutbox.id, outboxId));
    return 'logged';
  }
  const secrets = message.secrets ?? [];
  try {
    await transportFor(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: message.toAddresses,
      subject: message.subject,
      text: restoreSecrets(message.textBody, secrets),
      html: message.htmlBody ? restoreSecrets(message.htmlBody, secrets) : undefined,
    });
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null, secrets: null })
      .where(eq(emailOutbox.id, outboxId));
    return 'sent';
  } catch (error) {
    await db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: message.attempts + 1, lastError: (error as Error).message.slice(0, 500) })
      .where(eq(emailOutbox.id, outboxId));
    throw error;
  }
}

export const sendEmailJob = defineJob({
  name: 'email.send',
  schema: z.object({ outboxId: z.string().uuid() }),
  retries: 3,
  expireInSeconds: 120,
  async handler({ outboxId }, platform: Platform) {
    await deliverOutboxEmail(platform, outboxId);
  },
});

/** Verify the SMTP connection, for the health endpoint. */
export async function pingSmtp(smtpUrl: string): Promise<void> {
  await transportFor(smtpUrl).verify();
}

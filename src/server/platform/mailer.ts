import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
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
}

/**
 * Queue an email in the caller's transaction: the outbox row is the record of it, and the
 * `email.send` job delivers it over SMTP when SMTP_URL is set.
 */
export async function queueEmail(tx: DbOrTx, jobs: JobQueue, email: OutgoingEmail): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddresses: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      kind: email.kind,
      relatedEntityType: email.related?.type ?? null,
      relatedEntityId: email.related?.id ?? null,
    })
    .returning({ id: emailOutbox.id });
  await jobs.enqueue(tx, sendEmailJob, { outboxId: row.id });
  return row.id;
}

let transporter: { url: string; transport: Transporter } | null = null;

function transportFor(url: string): Transporter {
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(url) };
  return transporter.transport;
}

export const sendEmailJob = defineJob({
  name: 'email.send',
  schema: z.object({ outboxId: z.string().uuid() }),
  retries: 3,
  expireInSeconds: 120,
  async handler({ outboxId }, platform: Platform) {
    const { db, config } = platform;
    const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    // Already delivered (a retry after a crash) or removed: nothing to do.
    if (!message || message.status === 'sent' || message.status === 'logged') return;
    if (!config.smtpUrl) {
      await db.update(emailOutbox).set({ status: 'logged' }).where(eq(emailOutbox.id, outboxId));
      return;
    }
    try {
      await transportFor(config.smtpUrl).sendMail({
        from: config.mailFrom,
        to: message.toAddresses,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null })
        .where(eq(emailOutbox.id, outboxId));
    } catch (error) {
      await db
        .update(emailOutbox)
        .set({ status: 'failed', attempts: message.attempts + 1, lastError: (error as Error).message.slice(0, 500) })
        .where(eq(emailOutbox.id, outboxId));
      throw error;
    }
  },
});

/** Verify the SMTP connection, for the health endpoint. */
export async function pingSmtp(smtpUrl: string): Promise<void> {
  await transportFor(smtpUrl).verify();
}

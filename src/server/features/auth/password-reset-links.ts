import { and, eq, sql } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '../../../domain/auth';
import { passwordResetTokens, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { queueEmail } from '../../platform/mailer';
import { generateToken, hashToken } from '../../platform/tokens';

/**
 * Mail a single-use, one-hour reset link to every active account with this email, in one transaction so a retried
 * job sends each link once. Runs in the `password_reset.send` job, never in the request: the lookup and the sending
 * take time only when an account exists, and the reply must not show which.
 */
export async function sendPasswordResetLinks(ctx: Ctx, email: string): Promise<void> {
  const { db, jobs, config } = ctx.platform;
  await db.transaction(async (tx) => {
    const accounts = await tx
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 'active')));
    for (const account of accounts) {
      const token = generateToken();
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await tx.insert(passwordResetTokens).values({
        userId: account.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await queueEmail(tx, jobs, {
        to: [account.email!],
        subject: 'Reset your Compliance Platform password',
        text: [
          `Hello ${account.username},`,
          '',
          'Someone asked to reset the password of your Advertising Compliance Platform account.',
          `To choose a new password, open this link within 1 hour:`,
          '',
          link,
          '',
          'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
        ].join('\n'),
        kind: 'password_reset',
        related: { type: 'user', id: account.id },
        secrets: [link],
      });
      await recordAudit(tx, ctx, {
        action: 'password_reset_requested',
        summary: `Password reset link sent to ${account.username}`,
        entity: { type: 'user', id: account.id },
        actor: { id: null, label: 'anonymous' },
      });
    }
  });
}

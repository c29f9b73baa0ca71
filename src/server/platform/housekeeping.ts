import { and, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { emailVerificationTokens, filePreviewTokens, loginThrottles, passwordResetTokens } from '../db/schema';
import { defineJob } from './jobs';
import { deleteAllEndedSessions } from './sessions';

const DAY_AGO = sql`now() - interval '1 day'`;

export interface RemovedRecords {
  sessions: number;
  previewTokens: number;
  passwordResetTokens: number;
  emailVerificationTokens: number;
  loginThrottles: number;
}

/**
 * Delete what can never be used again: ended sessions, expired preview links, spent or expired reset and
 * verification links, and sign-in throttles left alone for a day (a key quiet that long starts again from its
 * free attempts anyway, see features/auth/login-throttle.ts). Links stay a day after they were sent, because
 * the hourly limit on verification emails counts the links sent, spent or not.
 */
export async function deleteExpiredRecords(db: DbOrTx, sessionIdleMs: number): Promise<RemovedRecords> {
  const spentOrExpired = (t: typeof passwordResetTokens | typeof emailVerificationTokens) =>
    and(lt(t.createdAt, DAY_AGO), or(isNotNull(t.usedAt), lt(t.expiresAt, sql`now()`)));
  const count = (rows: unknown[]) => rows.length;
  return {
    sessions: await deleteAllEndedSessions(db, sessionIdleMs),
    previewTokens: count(
      await db.delete(filePreviewTokens).where(lt(filePreviewTokens.expiresAt, sql`now()`)).returning({ id: filePreviewTokens.id }),
    ),
    passwordResetTokens: count(
      await db.delete(passwordResetTokens).where(spentOrExpired(passwordResetTokens)).returning({ id: passwordResetTokens.id }),
    ),
    emailVerificationTokens: count(
      await db.delete(emailVerificationTokens).where(spentOrExpired(emailVerificationTokens)).returning({ id: emailVerificationTokens.id }),
    ),
    loginThrottles: count(
      await db
        .delete(loginThrottles)
        .where(and(lt(loginThrottles.updatedAt, DAY_AGO), lte(loginThrottles.nextAttemptAt, sql`now()`)))
        .returning({ key: loginThrottles.key }),
    ),
  };
}

/** Every hour, on one instance: sign-in alone would only ever clear the ended sessions of people who come back. */
export const deleteExpiredRecordsJob = defineJob({
  name: 'housekeeping.delete_expired',
  schema: z.object({}),
  retries: 2,
  schedule: '23 * * * *',
  async handler(_data, platform) {
    const removed = await deleteExpiredRecords(platform.db, platform.config.session.idleMs);
    if (Object.values(removed).some((n) => n > 0)) platform.log.info({ removed }, 'deleted expired sessions, links and sign-in throttles');
  },
});

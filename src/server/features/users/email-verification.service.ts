import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_TTL_MS, type TChangeEmailRequest, type TPublicUser, type TVerifyEmailRequest } from '../../../domain/auth';
import type { DbOrTx } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx, SessionUser } from '../../platform/context';
import { AppError, isUniqueViolation, notFound, unauthenticated } from '../../platform/errors';
import { queueEmail } from '../../platform/mailer';
import { verifyPassword } from '../../platform/passwords';
import { generateToken, hashToken } from '../../platform/tokens';
import { toPublicUser, type UserRow } from './users.mapper';

// Worded the same for registration, Create User and a change of address. It does tell that some account has
// the address (unavoidable with unique addresses); registration is rate-limited per IP, the others need a session.
export const EMAIL_IN_USE_MESSAGE = 'This email address is already used by another account.';
export const INVALID_VERIFICATION_MESSAGE = 'This verification link is invalid or has expired.';
export const VERIFICATION_SENT_MESSAGE = 'A verification link has been sent to your email address.';

/** Links mailed per account per hour (resends and changes of address), so the platform cannot be used to spam an address. */
export const VERIFICATION_EMAILS_PER_HOUR = 5;

const EMAIL_INDEX = 'users_email_lower_idx';

/** Whether a unique violation is the one on addresses (two requests racing for the same address). */
export function isEmailUniqueViolation(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.constraint === EMAIL_INDEX) return true;
  }
  return false;
}

/** Addresses are unique ignoring case: one mailbox, one account. A taken address is a 409. */
export async function assertEmailAvailable(tx: DbOrTx, email: string, exceptUserId?: string): Promise<void> {
  const sameAddress = sql`lower(${users.email}) = lower(${email})`;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameAddress, ne(users.id, exceptUserId)) : sameAddress)
    .limit(1);
  if (taken) throw new AppError('CONFLICT', EMAIL_IN_USE_MESSAGE, { email: [EMAIL_IN_USE_MESSAGE] });
}

async function spendOutstandingTokens(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

async function assertUnderSendLimit(tx: DbOrTx, userId: string): Promise<void> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, new Date(Date.now() - 60 * 60 * 1000))));
  if (n >= VERIFICATION_EMAILS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Too many verification emails have been sent for this account. Please wait an hour and try again.');
  }
}

/**
 * Mail a single-use link to the account's address, in the transaction that set the address, so the two commit
 * together. Earlier links stop working: only the newest one proves the current address.
 */
export async function sendVerificationLink(tx: DbOrTx, ctx: Ctx, user: Pick<UserRow, 'id' | 'username' | 'email'>): Promise<void> {
  if (!user.email) return;
  await spendOutstandingTokens(tx, user.id);
  const token = generateToken();
  const link = `${ctx.platform.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await tx.insert(emailVerificationTokens).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
  });
  await queueEmail(tx, ctx.platform.jobs, {
    to: [user.email],
    subject: 'Confirm your email address for the Compliance Platform',
    text: [
      `Hello ${user.username},`,
      '',
      'This address was given for an Advertising Compliance Platform account.',
      'To confirm that it is yours, open this link within 48 hours:',
      '',
      link,
      '',
      'The link works once. Until the address is confirmed, submissions sent in under it stay hidden from the account.',
      'If you did not ask for this, ignore this email.',
    ].join('\n'),
    kind: 'email_verification',
    related: { type: 'user', id: user.id },
    secrets: [link],
  });
}

function requireSignedIn(ctx: Ctx): SessionUser {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor;
}

async function lockUser(tx: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound('User');
  return row;
}

/**
 * Prove an address with an emailed link; no session needed (the link may be opened on another device). The token
 * is spent, and the address is verified only if it is still the one the link was sent to.
 */
export async function verifyEmail(ctx: Ctx, input: TVerifyEmailRequest): Promise<void> {
  const now = new Date();
  await ctx.platform.db.transaction(async (tx) => {
    // Claiming the token is the first write: of two concurrent uses, only one gets the row.
    const [claimed] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(input.token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) throw new AppError('INVALID_VERIFICATION_TOKEN', INVALID_VERIFICATION_MESSAGE);
    const user = await lockUser(tx, claimed.userId);
    if (user.email === null || user.email.toLowerCase() !== claimed.email.toLowerCase()) {
      throw new AppError('INVALID_VERIFICATION_TOKEN', INVALID_VERIFICATION_MESSAGE);
    }
    await spendOutstandingTokens(tx, user.id);
    if (user.emailVerifiedAt) return;
    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await recordAudit(tx, ctx, {
      action: 'email_verified',
      summary: `${user.username} confirmed their email address with the emailed link`,
      entity: { type: 'user', id: user.id, url: '/users' },
      diffs: [{ field: 'emailVerified', from: false, to: true }],
      actor: { id: user.id, label: user.username },
    });
  });
}

/** Send the signed-in user a fresh link for their current, unverified address. */
export async function resendVerificationLink(ctx: Ctx): Promise<void> {
  const actor = requireSignedIn(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const user = await lockUser(tx, actor.id);
    if (!user.email) throw new AppError('BAD_REQUEST', 'Your account has no email address to verify.');
    if (user.emailVerifiedAt) throw new AppError('CONFLICT', 'Your email address is already verified.');
    await assertUnderSendLimit(tx, user.id);
    await sendVerificationLink(tx, ctx, user);
    await recordAudit(tx, ctx, {
      action: 'email_verification_sent',
      summary: `${user.username} asked for a new email verification link`,
      entity: { type: 'user', id: user.id, url: '/users' },
    });
  });
}

/**
 * Change the signed-in user's address. A new address grants nothing until proved: verification is cleared, old
 * links are spent, a link goes to the new address and a notice to the old one if it had been proved.
 */
export async function changeOwnEmail(ctx: Ctx, input: TChangeEmailRequest): Promise<TPublicUser> {
  const actor = requireSignedIn(ctx);
  const [current] = await ctx.platform.db.select().from(users).where(eq(users.id, actor.id));
  if (!current) throw unauthenticated();
  if (!(await verifyPassword(input.currentPassword, current.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', 'Current password is incorrect', { currentPassword: ['Current password is incorrect'] });
  }
  try {
    return await ctx.platform.db.transaction(async (tx) => {
      const user = await lockUser(tx, actor.id);
      if (user.email === input.email) return toPublicUser(user);
      // Access compares addresses ignoring case, so a change of case alone proves nothing new and keeps the proof.
      const sameAddress = user.email !== null && user.email.toLowerCase() === input.email.toLowerCase();
      if (!sameAddress) {
        await assertEmailAvailable(tx, input.email, user.id);
        await assertUnderSendLimit(tx, user.id);
      }
      const verifiedAt = sameAddress ? user.emailVerifiedAt : null;
      const [updated] = await tx
        .update(users)
        .set({ email: input.email, emailVerifiedAt: verifiedAt, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      if (!sameAddress) {
        await sendVerificationLink(tx, ctx, updated);
        if (user.email && user.emailVerifiedAt) {
          await queueEmail(tx, ctx.platform.jobs, {
            to: [user.email],
            subject: 'The email address of your Compliance Platform account was changed',
            text: [
              `Hello ${user.username},`,
              '',
              'The email address of your Advertising Compliance Platform account was just changed, and this address',
              'no longer receives its messages. If you did not do this, tell an administrator at once.',
            ].join('\n'),
            kind: 'email_changed',
            related: { type: 'user', id: user.id },
          });
        }
      }
      await recordAudit(tx, ctx, {
        action: 'user_email_changed',
        summary: sameAddress
          ? `${user.username} changed the case of their email address`
          : `${user.username} changed their email address; the new address awaits verification`,
        entity: { type: 'user', id: user.id, url: '/users' },
        diffs: [
          { field: 'email', from: user.email, to: updated.email },
          ...(sameAddress ? [] : [{ field: 'emailVerified', from: user.emailVerifiedAt !== null, to: false }]),
        ],
      });
      return toPublicUser(updated);
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isEmailUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_IN_USE_MESSAGE, { email: [EMAIL_IN_USE_MESSAGE] });
    throw error;
  }
}

import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PASSWORD_UNCHANGED_MESSAGE,
  type TChangePasswordRequest,
  type TForgotPasswordRequest,
  type TLoginRequest,
  type TPublicUser,
  type TRegisterRequest,
  type TRegisterResponse,
  type TResetPasswordRequest,
} from '../../../domain/auth';
import type { TLoginFailureReason } from '../../../domain/enums';
import { primaryRole, normaliseRoles } from '../../../domain/roles';
import { loginRecords, passwordResetTokens, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, unauthenticated } from '../../platform/errors';
import { assertPasswordAllowed, hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords';
import { createSession, deleteEndedSessions, revokeSession, revokeUserSessions } from '../../platform/sessions';
import { hashToken } from '../../platform/tokens';
import { findUserByUsername, insertUser, sendVerificationLink, toPublicUser, type UserRow } from '../users/index';
import { sendPasswordResetJob } from './auth.jobs';
import { clearLoginAttempt, LoginThrottledError, reserveLoginAttempt, type LoginAttempt } from './login-throttle';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const PENDING_APPROVAL_MESSAGE = 'Your account is pending approval by an administrator.';
export const REGISTRATION_PENDING_MESSAGE =
  'Your account has been created and is awaiting approval. An administrator must approve it before you can sign in.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email address, a password reset link has been sent to it.';
const INVALID_RESET_MESSAGE = 'This password reset link is invalid or has expired.';

// Serialises registrations so exactly one first user becomes the owner.
const REGISTRATION_LOCK_ID = 7_345_210_003;

export interface SessionGrant {
  token: string;
  expiresAt: Date;
}

export async function getRegistrationStatus(ctx: Ctx): Promise<{ isFirstUser: boolean }> {
  const [row] = await ctx.platform.db.select({ n: count() }).from(users);
  return { isFirstUser: row.n === 0 };
}

/**
 * The first account becomes the protected owner with admin and superadmin and is signed in at once;
 * later accounts wait, as standard users, for an administrator's approval.
 */
export async function register(
  ctx: Ctx,
  input: TRegisterRequest & { email: string | null },
): Promise<TRegisterResponse & { session: SessionGrant | null }> {
  return ctx.platform.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_ID})`);
    const [{ n }] = await tx.select({ n: count() }).from(users);
    const isFirstUser = n === 0;
    if (!isFirstUser && input.role && input.role !== 'standard') {
      throw new AppError(
        'FORBIDDEN',
        'Only the first account can choose its role; an administrator assigns roles when approving your account.',
      );
    }
    const row = await insertUser(tx, {
      username: input.username,
      password: input.password,
      email: input.email,
      roles: isFirstUser ? ['admin', 'superadmin'] : ['standard'],
      status: isFirstUser ? 'active' : 'pending',
      isOwner: isFirstUser,
    });
    const user = toPublicUser(row);
    const who = { id: user.id, label: user.username };
    await recordAudit(tx, ctx, {
      action: isFirstUser ? 'user_created' : 'user_registered',
      summary: isFirstUser
        ? `${user.username} registered as the first user and owner (admin, superadmin)`
        : `${user.username} registered and awaits approval`,
      entity: { type: 'user', id: user.id, url: '/users' },
      diffs: [{ field: 'roles', from: null, to: user.roles }],
      actor: who,
    });
    // The address grants nothing until its owner opens the emailed link (even while the account awaits approval).
    await sendVerificationLink(tx, ctx, row);
    const session = isFirstUser ? await createSession(tx, user.id, ctx) : null;
    if (session) await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    return { user, pendingApproval: !isFirstUser, session };
  });
}

async function recordLoginAttempt(
  ctx: Ctx,
  username: string,
  user: UserRow | undefined,
  failureReason: TLoginFailureReason | null,
): Promise<void> {
  await ctx.platform.db.insert(loginRecords).values({
    userId: user?.id ?? null,
    username: user?.username ?? username.slice(0, 64),
    userEmail: user?.email ?? null,
    userRole: user ? primaryRole(normaliseRoles(user.roles)) : null,
    success: failureReason === null,
    failureReason,
    ipAddress: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
}

/**
 * Check the credentials, then open a new session (rotating away any session the browser had).
 * Every attempt is recorded; the reply never tells an unknown username from a wrong password. An attempt is
 * reserved against the progressive delays (login-throttle.ts) before the password is looked at.
 */
export async function login(
  ctx: Ctx,
  input: TLoginRequest,
  previousSessionId: string | null,
): Promise<{ user: TPublicUser; session: SessionGrant }> {
  let attempt: LoginAttempt;
  try {
    attempt = await reserveLoginAttempt(ctx.platform.db, input.username, ctx.ip);
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      await recordLoginAttempt(ctx, input.username, await findUserByUsername(ctx.platform.db, input.username), 'rate_limited');
    }
    throw error;
  }
  const user = await findUserByUsername(ctx.platform.db, input.username);
  const valid = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await recordLoginAttempt(ctx, input.username, user, 'invalid_credentials');
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.status === 'pending') {
    await recordLoginAttempt(ctx, input.username, user, 'pending_approval');
    throw new AppError('PENDING_APPROVAL', PENDING_APPROVAL_MESSAGE);
  }
  return ctx.platform.db.transaction(async (tx) => {
    if (previousSessionId) await revokeSession(tx, previousSessionId);
    await clearLoginAttempt(tx, attempt);
    // Sign-in is when a user's ended sessions are cleared away: cheap, and no table grows with every visit.
    await deleteEndedSessions(tx, user.id, ctx.platform.config.session.idleMs);
    const session = await createSession(tx, user.id, ctx);
    const [updated] = await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id)).returning();
    await tx.insert(loginRecords).values({
      userId: user.id,
      username: user.username,
      userEmail: user.email,
      userRole: primaryRole(normaliseRoles(user.roles)),
      success: true,
      failureReason: null,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    });
    await recordAudit(tx, ctx, {
      action: 'user_login',
      summary: `${user.username} signed in`,
      entity: { type: 'user', id: user.id },
      actor: { id: user.id, label: user.username },
    });
    return { user: toPublicUser(updated), session };
  });
}

/** Revoke this session; a sign-out is a security event (ASVS V7.2), so it is audited with the session's user. */
export async function logout(ctx: Ctx): Promise<void> {
  const actor = ctx.actor;
  if (!actor) return;
  await ctx.platform.db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId);
    await recordAudit(tx, ctx, {
      action: 'user_logout',
      summary: `${actor.username} signed out`,
      entity: { type: 'user', id: actor.id },
    });
  });
}

export async function getCurrentUser(ctx: Ctx): Promise<TPublicUser> {
  if (!ctx.actor) throw unauthenticated();
  const [row] = await ctx.platform.db.select().from(users).where(eq(users.id, ctx.actor.id));
  if (!row) throw unauthenticated();
  return toPublicUser(row);
}

/** Change the password, sign out every other session, and rotate this one. */
export async function changePassword(ctx: Ctx, input: TChangePasswordRequest): Promise<SessionGrant> {
  const actor = ctx.actor;
  if (!actor) throw unauthenticated();
  const [row] = await ctx.platform.db.select().from(users).where(eq(users.id, actor.id));
  if (!row || !(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', 'Current password is incorrect', { currentPassword: ['Current password is incorrect'] });
  }
  if (input.newPassword.normalize('NFKC') === input.currentPassword.normalize('NFKC')) {
    throw new AppError('VALIDATION_FAILED', PASSWORD_UNCHANGED_MESSAGE, { newPassword: [PASSWORD_UNCHANGED_MESSAGE] });
  }
  assertPasswordAllowed(input.newPassword, [row.username, row.email], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.platform.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, actor.id));
    await revokeUserSessions(tx, actor.id);
    const session = await createSession(tx, actor.id, ctx);
    await recordAudit(tx, ctx, {
      action: 'password_changed',
      summary: `${actor.username} changed their password; other sessions were signed out`,
      entity: { type: 'user', id: actor.id },
    });
    return session;
  });
}

/**
 * Queue the lookup and the sending (auth.jobs.ts) and return: a known and an unknown email take the same time and
 * get the same reply, so neither the answer nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(ctx: Ctx, input: TForgotPasswordRequest): Promise<void> {
  await ctx.platform.db.transaction(async (tx) => {
    await ctx.platform.jobs.enqueue(tx, sendPasswordResetJob, {
      email: input.email,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    });
  });
}

async function findUsableResetToken(ctx: Ctx, token: string) {
  const [row] = await ctx.platform.db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

export async function checkResetToken(ctx: Ctx, token: string): Promise<{ valid: boolean }> {
  return { valid: !!(await findUsableResetToken(ctx, token)) };
}

/** Use a reset token once: set the password, spend every outstanding token, sign out every session. */
export async function resetPassword(ctx: Ctx, input: TResetPasswordRequest): Promise<void> {
  const found = await findUsableResetToken(ctx, input.token);
  if (!found) throw new AppError('INVALID_RESET_TOKEN', INVALID_RESET_MESSAGE);
  const [account] = await ctx.platform.db.select().from(users).where(eq(users.id, found.userId));
  if (!account) throw new AppError('INVALID_RESET_TOKEN', INVALID_RESET_MESSAGE);
  // A reset that puts back the same password would leave a guessed or leaked one in place.
  if (await verifyPassword(input.newPassword, account.passwordHash)) {
    throw new AppError('VALIDATION_FAILED', PASSWORD_UNCHANGED_MESSAGE, { newPassword: [PASSWORD_UNCHANGED_MESSAGE] });
  }
  assertPasswordAllowed(input.newPassword, [account.username, account.email], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.platform.db.transaction(async (tx) => {
    // Claim the token atomically: of two concurrent uses, only one updates the row.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw new AppError('INVALID_RESET_TOKEN', INVALID_RESET_MESSAGE);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, found.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, found.userId))
      .returning();
    await revokeUserSessions(tx, found.userId);
    await recordAudit(tx, ctx, {
      action: 'password_reset',
      summary: `${user.username} reset their password with an emailed link; all sessions were signed out`,
      entity: { type: 'user', id: user.id },
      actor: { id: user.id, label: user.username },
    });
  });
}

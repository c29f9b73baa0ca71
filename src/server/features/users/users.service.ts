import { asc, eq, sql } from 'drizzle-orm';
import type { TPublicUser } from '../../../domain/auth';
import { can } from '../../../domain/permissions';
import { normaliseRoles, type TRole } from '../../../domain/roles';
import type { TApproveUserRequest, TCreateUserRequest, TRejectUserRequest } from '../../../domain/users';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx, SessionUser } from '../../platform/context';
import { AppError, forbidden, isUniqueViolation, notFound, unauthenticated } from '../../platform/errors';
import { queueEmail } from '../../platform/mailer';
import { assertPasswordAllowed, hashPassword } from '../../platform/passwords';
import {
  EMAIL_IN_USE_MESSAGE,
  assertEmailAvailable,
  isEmailUniqueViolation,
  sendVerificationLink,
} from './email-verification.service';
import { toPublicUser, type UserRow } from './users.mapper';

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export interface NewUser {
  username: string;
  password: string;
  email: string | null;
  roles: TRole[];
  status: 'active' | 'pending';
  isOwner?: boolean;
  /** The operator vouches for the address (`npm run user:create --email-verified`); everyone else proves it by link. */
  emailVerified?: boolean;
}

/** Insert a user inside the caller's transaction; a taken username or email address (any case) is a 409. */
export async function insertUser(tx: DbOrTx, input: NewUser): Promise<UserRow> {
  if (await findUserByUsername(tx, input.username)) {
    throw new AppError('CONFLICT', 'Username already exists');
  }
  if (input.email) await assertEmailAvailable(tx, input.email);
  assertPasswordAllowed(input.password, [input.username, input.email]);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        emailVerifiedAt: input.email && input.emailVerified ? new Date() : null,
        passwordHash,
        roles: normaliseRoles(input.roles),
        status: input.status,
        isOwner: input.isOwner ?? false,
      })
      .returning();
    return row;
  } catch (error) {
    // Two requests racing for the same name or address: the unique index decides, and the loser gets the same 409.
    if (isEmailUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_IN_USE_MESSAGE, { email: [EMAIL_IN_USE_MESSAGE] });
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Username already exists');
    throw error;
  }
}

/** Create an active user with the given roles (operators' `npm run user:create`, admins' create-user). */
export async function createUser(ctx: Ctx, input: Omit<NewUser, 'status' | 'isOwner'>): Promise<TPublicUser> {
  return ctx.platform.db.transaction(async (tx) => {
    const row = await insertUser(tx, { ...input, status: 'active' });
    const user = toPublicUser(row);
    await recordAudit(tx, ctx, {
      action: 'user_created',
      summary: `User ${user.username} created with roles ${user.roles.join(', ')}`,
      entity: { type: 'user', id: user.id, url: '/users' },
      diffs: [{ field: 'roles', from: null, to: user.roles }],
    });
    if (!input.emailVerified) await sendVerificationLink(tx, ctx, row);
    return user;
  });
}

/** The signed-in admin or superadmin acting on other accounts. */
function requireUserManager(ctx: Ctx): SessionUser {
  if (!ctx.actor) throw unauthenticated();
  if (!can(ctx.actor, 'user.manage')) throw forbidden();
  return ctx.actor;
}

function assertMayGrantSuperadmin(actor: SessionUser, message: string): void {
  if (!can(actor, 'user.grant_superadmin')) throw forbidden(message);
}

/** The user row, locked until the transaction ends so concurrent changes to it queue up. */
async function lockUser(tx: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound('User');
  return row;
}

export async function getUserById(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

async function listUsersWithStatus(ctx: Ctx, status: 'active' | 'pending'): Promise<TPublicUser[]> {
  requireUserManager(ctx);
  const rows = await ctx.platform.db.select().from(users).where(eq(users.status, status)).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toPublicUser);
}

export const listActiveUsers = (ctx: Ctx) => listUsersWithStatus(ctx, 'active');
export const listPendingUsers = (ctx: Ctx) => listUsersWithStatus(ctx, 'pending');

export async function createUserByAdmin(ctx: Ctx, input: TCreateUserRequest): Promise<TPublicUser> {
  const actor = requireUserManager(ctx);
  if (input.role === 'superadmin') assertMayGrantSuperadmin(actor, 'Only a superadmin can create a superadmin');
  return createUser(ctx, { username: input.username, password: input.password, email: input.email, roles: [input.role] });
}

/** Delete an account; its sessions and reset tokens go with it, login records keep the username. */
export async function deleteUser(ctx: Ctx, id: string): Promise<void> {
  const actor = requireUserManager(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (target.id === actor.id) throw forbidden('You cannot delete your own account');
    if (target.isOwner) throw forbidden('The owner account cannot be deleted');
    const roles = normaliseRoles(target.roles);
    if (roles.includes('superadmin')) assertMayGrantSuperadmin(actor, 'Only a superadmin can delete a superadmin');
    await recordAudit(tx, ctx, {
      action: 'user_deleted',
      summary: `User ${target.username} deleted`,
      entity: { type: 'user', id: target.id, url: '/users' },
      diffs: [
        { field: 'username', from: target.username, to: null },
        { field: 'roles', from: roles, to: null },
      ],
    });
    await tx.delete(users).where(eq(users.id, target.id));
  });
}

/** The rules of role editing (spec 2, 'Role editing' and section 6), checked against the stored roles. */
function assertRoleChangeAllowed(actor: SessionUser, target: UserRow, from: TRole[], to: TRole[]): void {
  if (target.id === actor.id) {
    if (from.includes('superadmin') && !to.includes('superadmin')) {
      throw forbidden('A superadmin cannot remove their own superadmin role');
    }
    throw forbidden('You cannot change your own roles');
  }
  if (!from.includes('superadmin') && to.includes('superadmin')) {
    assertMayGrantSuperadmin(actor, 'Only a superadmin can grant the superadmin role');
  }
  if (from.includes('superadmin') && !to.includes('superadmin')) {
    assertMayGrantSuperadmin(actor, 'Only a superadmin can remove the superadmin role');
  }
  if (target.isOwner && !to.includes('admin')) throw forbidden('The owner account cannot lose its admin role');
}

/** Set a user's roles; an empty list falls back to standard. No change, no audit entry. */
export async function updateUserRoles(ctx: Ctx, id: string, roles: readonly TRole[]): Promise<TPublicUser> {
  const actor = requireUserManager(ctx);
  return ctx.platform.db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    const from = normaliseRoles(target.roles);
    const to = normaliseRoles(roles);
    assertRoleChangeAllowed(actor, target, from, to);
    if (from.join() === to.join()) return toPublicUser(target);
    const [updated] = await tx.update(users).set({ roles: to, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    await recordAudit(tx, ctx, {
      action: 'user_roles_updated',
      summary: `Roles of ${target.username} changed from ${from.join(', ')} to ${to.join(', ')}`,
      entity: { type: 'user', id, url: '/users' },
      diffs: [{ field: 'roles', from, to }],
    });
    return toPublicUser(updated);
  });
}

async function lockPendingUser(tx: DbOrTx, id: string): Promise<UserRow> {
  const target = await lockUser(tx, id);
  if (target.status !== 'pending') throw new AppError('CONFLICT', `${target.username} is not awaiting approval`);
  return target;
}

/** Activate a pending registration with the chosen role, and tell the user they can sign in. */
export async function approveUser(ctx: Ctx, input: TApproveUserRequest): Promise<TPublicUser> {
  const actor = requireUserManager(ctx);
  if (input.role === 'superadmin') assertMayGrantSuperadmin(actor, 'Only a superadmin can approve a user as superadmin');
  const { jobs, config } = ctx.platform;
  return ctx.platform.db.transaction(async (tx) => {
    const target = await lockPendingUser(tx, input.userId);
    const roles = normaliseRoles([input.role]);
    const [updated] = await tx
      .update(users)
      .set({ status: 'active', roles, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    await recordAudit(tx, ctx, {
      action: 'user_approved',
      summary: `${target.username} approved as ${roles.join(', ')}`,
      entity: { type: 'user', id: target.id, url: '/users' },
      diffs: [
        { field: 'status', from: 'pending', to: 'active' },
        { field: 'roles', from: normaliseRoles(target.roles), to: roles },
      ],
    });
    if (target.email) {
      await queueEmail(tx, jobs, {
        to: [target.email],
        subject: 'Your Compliance Platform account has been approved',
        text: [
          `Hello ${target.username},`,
          '',
          'An administrator has approved your Advertising Compliance Platform account.',
          'You can now sign in at:',
          '',
          `${config.publicUrl}/auth`,
        ].join('\n'),
        kind: 'user_approved',
        related: { type: 'user', id: target.id },
      });
    }
    return toPublicUser(updated);
  });
}

/** Turn down a pending registration: the request is deleted and the user told why, when a reason is given. */
export async function rejectUser(ctx: Ctx, input: TRejectUserRequest): Promise<void> {
  requireUserManager(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const target = await lockPendingUser(tx, input.userId);
    // The outbox row and the audit entry have no foreign key to the user, so they outlive the deleted row.
    if (target.email) {
      await queueEmail(tx, ctx.platform.jobs, {
        to: [target.email],
        subject: 'Your Compliance Platform registration was not approved',
        text: [
          `Hello ${target.username},`,
          '',
          'An administrator has declined your request for an Advertising Compliance Platform account.',
          ...(input.reason ? ['', `Reason: ${input.reason}`] : []),
        ].join('\n'),
        kind: 'user_rejected',
        related: { type: 'user', id: target.id },
      });
    }
    await recordAudit(tx, ctx, {
      action: 'user_rejected',
      summary: input.reason
        ? `Registration of ${target.username} rejected: ${input.reason}`
        : `Registration of ${target.username} rejected`,
      entity: { type: 'user', id: target.id, url: '/users' },
      diffs: [
        { field: 'status', from: 'pending', to: null },
        ...(input.reason ? [{ field: 'reason', from: null, to: input.reason }] : []),
      ],
    });
    await tx.delete(users).where(eq(users.id, target.id));
  });
}

import { sql } from 'drizzle-orm';
import type { TPublicUser } from '../../../domain/auth';
import { normaliseRoles, type TRole } from '../../../domain/roles';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
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
}

/** Insert a user inside the caller's transaction; a taken username (any case) is a 409. */
export async function insertUser(tx: DbOrTx, input: NewUser): Promise<UserRow> {
  if (await findUserByUsername(tx, input.username)) {
    throw new AppError('CONFLICT', 'Username already exists');
  }
  const [row] = await tx
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      roles: normaliseRoles(input.roles),
      status: input.status,
      isOwner: input.isOwner ?? false,
    })
    .returning();
  return row;
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
    return user;
  });
}

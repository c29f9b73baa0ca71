import type { TPublicUser } from '../../../domain/auth';
import { normaliseRoles, primaryRole } from '../../../domain/roles';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): TPublicUser {
  const roles = normaliseRoles(row.roles);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    role: primaryRole(roles),
    roles,
    status: row.status === 'pending' ? 'pending' : 'active',
    isOwner: row.isOwner,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

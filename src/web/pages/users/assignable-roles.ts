import type { TPublicUser } from '../../../domain/auth';
import { can } from '../../../domain/permissions';
import { ROLES, type TRole } from '../../../domain/roles';

/** Roles the signed-in user may hand out: superadmin only by a superadmin (spec 2 section 6). */
export function assignableRoles(actor: TPublicUser | null | undefined): TRole[] {
  return ROLES.filter((role) => role !== 'superadmin' || can(actor, 'user.grant_superadmin'));
}

/** Why the signed-in user may not change this account's roles or delete it, or null if they may. */
export function accountLockReason(actor: TPublicUser, target: TPublicUser): string | null {
  if (actor.id === target.id) return 'You cannot change or delete your own account';
  if (target.roles.includes('superadmin') && !can(actor, 'user.grant_superadmin')) {
    return 'Only a superadmin can change or delete a superadmin';
  }
  return null;
}

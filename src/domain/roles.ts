import { z } from 'zod';

export const ROLES = [
  'standard',
  'reviewer',
  'admin',
  'superadmin',
  'legal_approver',
  'creative_director',
  'technical_reviewer',
] as const;

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ROLE_LABELS: Record<TRole, string> = {
  standard: 'Standard User',
  reviewer: 'Reviewer',
  admin: 'Administrator',
  superadmin: 'Super Administrator',
  legal_approver: 'Legal Approver',
  creative_director: 'Creative Director',
  technical_reviewer: 'Technical Reviewer',
};

/** Order in which a user's single headline `role` is chosen from their roles. */
const PRIMARY_ROLE_ORDER: TRole[] = [
  'admin',
  'superadmin',
  'reviewer',
  'legal_approver',
  'creative_director',
  'technical_reviewer',
  'standard',
];

/** Roles as stored: known, unique, in a stable order, never empty (falls back to standard). */
export function normaliseRoles(roles: readonly string[] | null | undefined): TRole[] {
  const held = new Set((roles ?? []).filter((r): r is TRole => (ROLES as readonly string[]).includes(r)));
  const ordered = ROLES.filter((r) => held.has(r));
  return ordered.length > 0 ? ordered : ['standard'];
}

export function primaryRole(roles: readonly TRole[]): TRole {
  return PRIMARY_ROLE_ORDER.find((r) => roles.includes(r)) ?? 'standard';
}

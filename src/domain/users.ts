import { z } from 'zod';
import { ZUuid } from './api';
import { ZPublicUser, ZRegisterRequest } from './auth';
import { LOGIN_FAILURE_REASONS } from './enums';
import { ROLES, ZRole } from './roles';

export const RECENT_LOGINS_LIMIT = 100;
export const LOGIN_HISTORY_DEFAULT_LIMIT = 50;
export const LOGIN_HISTORY_MAX_LIMIT = 100;
export const REJECT_REASON_MAX_LENGTH = 1000;

const ZKnownRole = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` });

export const ZUserIdParams = z.object({ id: ZUuid });
export type TUserIdParams = z.infer<typeof ZUserIdParams>;

/** An admin creates an active account with one role; the username rules are those of registration. */
export const ZCreateUserRequest = ZRegisterRequest.extend({ role: ZKnownRole.default('standard') });
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** Replaces every role the user holds with this one. */
export const ZUpdateRoleRequest = z.object({ role: ZKnownRole });
export type TUpdateRoleRequest = z.infer<typeof ZUpdateRoleRequest>;

/** An empty list is allowed: it falls back to standard, as unchecking the last role does. */
export const ZUpdateRolesRequest = z.object({
  roles: z.array(ZKnownRole, { error: 'Roles must be a list' }).max(ROLES.length * 2, 'Too many roles'),
});
export type TUpdateRolesRequest = z.infer<typeof ZUpdateRolesRequest>;

export const ZApproveUserRequest = z.object({
  userId: ZUuid,
  role: ZKnownRole.default('standard'),
});
export type TApproveUserRequest = z.infer<typeof ZApproveUserRequest>;

export const ZRejectUserRequest = z.object({
  userId: ZUuid,
  reason: z
    .string()
    .trim()
    .max(REJECT_REASON_MAX_LENGTH, `Reason must be at most ${REJECT_REASON_MAX_LENGTH} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type TRejectUserRequest = z.infer<typeof ZRejectUserRequest>;

export const ZLoginHistoryQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be at least 1')
    .max(LOGIN_HISTORY_MAX_LIMIT, `Limit must be at most ${LOGIN_HISTORY_MAX_LIMIT}`)
    .default(LOGIN_HISTORY_DEFAULT_LIMIT),
});
export type TLoginHistoryQuery = z.infer<typeof ZLoginHistoryQuery>;

/** One sign-in attempt; the user agent is whole here, the web cuts it for display. */
export const ZLoginRecord = z.object({
  id: z.string(),
  username: z.string(),
  userEmail: z.string().nullable(),
  userRole: ZRole.nullable(),
  loginAt: z.string(),
  success: z.boolean(),
  failureReason: z.enum(LOGIN_FAILURE_REASONS).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TLoginRecord = z.infer<typeof ZLoginRecord>;

export const ZLoginStats = z.object({
  totalUsers: z.number(),
  activeToday: z.number(),
  activeThisWeek: z.number(),
  activeThisMonth: z.number(),
  neverLoggedIn: z.number(),
});
export type TLoginStats = z.infer<typeof ZLoginStats>;

export const ZLoginHistory = z.object({
  user: ZPublicUser,
  loginHistory: z.array(ZLoginRecord),
});
export type TLoginHistory = z.infer<typeof ZLoginHistory>;

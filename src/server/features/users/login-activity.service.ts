import { desc, eq, sql } from 'drizzle-orm';
import { countWhere } from '../../db/sql';
import type { TLoginFailureReason } from '../../../domain/enums';
import { can } from '../../../domain/permissions';
import type { TRole } from '../../../domain/roles';
import { RECENT_LOGINS_LIMIT, type TLoginHistory, type TLoginRecord, type TLoginStats } from '../../../domain/users';
import { loginRecords, users } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { forbidden, unauthenticated } from '../../platform/errors';
import { toPublicUser } from './users.mapper';
import { getUserById } from './users.service';

type LoginRecordRow = typeof loginRecords.$inferSelect;

function toLoginRecord(row: LoginRecordRow): TLoginRecord {
  return {
    id: row.id,
    username: row.username,
    userEmail: row.userEmail,
    // Written by the sign-in code from the domain's own lists (and checked by the table for the reason).
    userRole: row.userRole as TRole | null,
    loginAt: row.loginAt.toISOString(),
    success: row.success,
    failureReason: row.failureReason as TLoginFailureReason | null,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  };
}

function assertMayViewLoginActivity(ctx: Ctx): void {
  if (!ctx.actor) throw unauthenticated();
  if (!can(ctx.actor, 'login_activity.view')) throw forbidden();
}


/**
 * Sign-in activity of active accounts, in one query. Windows: today is since midnight UTC (one answer for
 * every instance and viewer, whatever their time zone); this week and this month are the last 7 and 30 days.
 * Pending accounts are left out: they cannot sign in, so they would only swell neverLoggedIn.
 */
export async function getLoginStats(ctx: Ctx): Promise<TLoginStats> {
  assertMayViewLoginActivity(ctx);
  const lastLogin = users.lastLoginAt;
  const [stats] = await ctx.platform.db
    .select({
      totalUsers: sql<number>`count(*)`.mapWith(Number),
      activeToday: countWhere(sql`${lastLogin} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`),
      activeThisWeek: countWhere(sql`${lastLogin} >= now() - interval '7 days'`),
      activeThisMonth: countWhere(sql`${lastLogin} >= now() - interval '30 days'`),
      neverLoggedIn: countWhere(sql`${lastLogin} is null`),
    })
    .from(users)
    .where(eq(users.status, 'active'));
  return stats;
}

export async function listRecentLogins(ctx: Ctx): Promise<TLoginRecord[]> {
  assertMayViewLoginActivity(ctx);
  const rows = await ctx.platform.db
    .select()
    .from(loginRecords)
    .orderBy(desc(loginRecords.loginAt), desc(loginRecords.id))
    .limit(RECENT_LOGINS_LIMIT);
  return rows.map(toLoginRecord);
}

export async function getLoginHistory(ctx: Ctx, userId: string, limit: number): Promise<TLoginHistory> {
  assertMayViewLoginActivity(ctx);
  const { db } = ctx.platform;
  const user = await getUserById(db, userId);
  const rows = await db
    .select()
    .from(loginRecords)
    .where(eq(loginRecords.userId, userId))
    .orderBy(desc(loginRecords.loginAt), desc(loginRecords.id))
    .limit(limit);
  return { user: toPublicUser(user), loginHistory: rows.map(toLoginRecord) };
}

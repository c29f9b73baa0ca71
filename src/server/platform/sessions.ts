import { and, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { normaliseRoles } from '../../domain/roles';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Platform, SessionUser } from './context';
import { generateToken, hashToken } from './tokens';

export const SESSION_COOKIE = 'acp_session';
// Record activity at most this often, so reads don't write on every request; the idle timeout is that much coarse.
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * A new session. `expiresAt` is its absolute end (ASVS V3.3.2): activity never extends it, and the cookie expires
 * with it. Before that, it also ends after the configured idle time without a request (V3.3.1), judged on lookup.
 */
export async function createSession(
  tx: DbOrTx,
  userId: string,
  meta: { platform: Platform; ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + meta.platform.config.session.absoluteMs);
  await tx.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      roles: users.roles,
      status: users.status,
      isOwner: users.isOwner,
      // Which transactions this read could see: the response cache serves an entry only under the same snapshot.
      snapshot: sql<string>`pg_current_snapshot()::text`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - ${sql.placeholder('idleSeconds')}::int * interval '1 second'`),
      ),
    )
    .prepare('session_lookup');
}

// Every API request looks its session up: the statement is built once per database (and prepared on the server).
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

export interface ResolvedSession {
  user: SessionUser;
  /** The database snapshot the lookup ran under (`pg_current_snapshot()`), as text. */
  snapshot: string;
}

/**
 * The user behind a session token, or null when it is unknown, past its absolute end, idle longer than `idleMs`,
 * or the account is not active.
 */
export async function resolveSession(db: Db, token: string, idleMs: number): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashToken(token), idleSeconds: Math.ceil(idleMs / 1000) });
  const now = new Date();
  if (!row || row.status !== 'active') return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      verifiedEmail: row.emailVerifiedAt ? row.email : null,
      roles: normaliseRoles(row.roles),
      isOwner: row.isOwner,
      sessionId: row.sessionId,
    },
    snapshot: row.snapshot,
  };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Sign a user out everywhere, optionally keeping one session (the one changing the password). */
export async function revokeUserSessions(db: DbOrTx, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}

/** Sessions past their absolute end or idle longer than `idleMs`: they can never be used again. */
function ended(idleMs: number): SQL | undefined {
  const idleSince = sql`now() - ${Math.ceil(idleMs / 1000)}::int * interval '1 second'`;
  return or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince));
}

/** Delete a user's ended sessions (at sign-in). */
export async function deleteEndedSessions(db: DbOrTx, userId: string, idleMs: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ended(idleMs)));
}

/** Delete every ended session (the scheduled clean-up); returns how many. */
export async function deleteAllEndedSessions(db: DbOrTx, idleMs: number): Promise<number> {
  return (await db.delete(sessions).where(ended(idleMs)).returning({ id: sessions.id })).length;
}

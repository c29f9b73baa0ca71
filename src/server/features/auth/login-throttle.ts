import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginRecords, loginThrottles } from '../../db/schema';
import { AppError } from '../../platform/errors';

/**
 * Progressive sign-in delays instead of a lock (ASVS V2.2.1): each key has a few free attempts, then every attempt
 * must wait twice as long as the one before, up to a cap. Nobody is ever locked out for good, and guessing slows to
 * a few dozen tries a day per account however many addresses an attacker uses.
 */
interface ThrottlePolicy {
  free: number;
  baseSeconds: number;
  capSeconds: number;
}

const CAP_SECONDS = 15 * 60;

export const LOGIN_THROTTLE = {
  /** Every attempt at one username, from anywhere: what a distributed attack runs into. */
  username: { free: 10, baseSeconds: 2, capSeconds: CAP_SECONDS },
  /** One username from one address: the only key that judges the owner at their usual address. */
  usernameAtIp: { free: 5, baseSeconds: 2, capSeconds: CAP_SECONDS },
  /** One address trying many usernames; successful sign-ins give their attempt back, so an office behind one NAT is fine. */
  ip: { free: 30, baseSeconds: 2, capSeconds: CAP_SECONDS },
} satisfies Record<string, ThrottlePolicy>;

/** An address this user signed in from successfully within this period counts as theirs. */
const USUAL_ADDRESS_DAYS = 30;
/** A key left alone this long starts again from its free attempts. */
const QUIET_RESET = sql`interval '1 day'`;

export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many sign-in attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`);
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const throttleKeys = (username: string, ip: string | null) => {
  const name = username.toLowerCase();
  return { username: `u:${name}`, usernameAtIp: ip ? `ui:${name}@${ip}` : null, ip: ip ? `i:${ip}` : null };
};

/** Seconds the attempt after the `n`th must wait: none within the free allowance, then doubling up to the cap. */
function delaySeconds(n: SQL, policy: ThrottlePolicy): SQL {
  return sql`(case when ${n} < ${policy.free} then 0
    else least(${policy.capSeconds}, ${policy.baseSeconds} * power(2, least(${n} - ${policy.free}, 20))) end)`;
}

/**
 * Take one attempt on `key`, atomically: one statement counts it and moves the key's next allowed time, and only
 * when that time has come. Of any number of parallel attempts exactly the free allowance gets through; the rest are
 * refused without touching the password hash. Returns null when the attempt may go ahead, else the seconds to wait.
 */
async function reserveAttempt(db: DbOrTx, key: string, policy: ThrottlePolicy): Promise<number | null> {
  const failures = sql`(case when ${loginThrottles.updatedAt} < clock_timestamp() - ${QUIET_RESET} then 1 else ${loginThrottles.failures} + 1 end)`;
  const taken = await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      nextAttemptAt: sql`clock_timestamp() + ${delaySeconds(sql`1`, policy)} * interval '1 second'`,
      updatedAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures,
        nextAttemptAt: sql`clock_timestamp() + ${delaySeconds(failures, policy)} * interval '1 second'`,
        updatedAt: sql`clock_timestamp()`,
      },
      setWhere: sql`${loginThrottles.nextAttemptAt} <= clock_timestamp()`,
    })
    .returning({ failures: loginThrottles.failures });
  if (taken.length > 0) return null;
  const [row] = await db
    .select({ wait: sql<string>`ceil(extract(epoch from ${loginThrottles.nextAttemptAt} - clock_timestamp()))` })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  return Math.max(1, Number(row?.wait ?? 1));
}

/** Whether this user signed in successfully from this address recently (their home or office, say). */
async function isUsualAddress(db: DbOrTx, username: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - USUAL_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ one: sql`1` })
    .from(loginRecords)
    .where(
      and(
        eq(loginRecords.ipAddress, ip),
        sql`lower(${loginRecords.username}) = lower(${username})`,
        eq(loginRecords.success, true),
        gt(loginRecords.loginAt, since),
      ),
    )
    .limit(1);
  return !!row;
}

export interface LoginAttempt {
  /** The keys this attempt was judged by, cleared when it succeeds. */
  userKeys: string[];
  ipKey: string | null;
}

/**
 * Reserve a sign-in attempt before the password is checked, or throw `LoginThrottledError`. From the user's usual
 * address only the (username, address) key applies, so an attack from elsewhere, which slows the username key, does
 * not keep the owner out. The address key is taken first: an address that is already waiting adds nothing to the
 * username's count.
 */
export async function reserveLoginAttempt(db: DbOrTx, username: string, ip: string | null): Promise<LoginAttempt> {
  const keys = throttleKeys(username, ip);
  const usual = ip !== null && (await isUsualAddress(db, username, ip));
  const checks: [string, ThrottlePolicy][] = usual
    ? [[keys.usernameAtIp!, LOGIN_THROTTLE.usernameAtIp]]
    : [
        ...(keys.ip ? [[keys.ip, LOGIN_THROTTLE.ip] as [string, ThrottlePolicy]] : []),
        ...(keys.usernameAtIp ? [[keys.usernameAtIp, LOGIN_THROTTLE.usernameAtIp] as [string, ThrottlePolicy]] : []),
        [keys.username, LOGIN_THROTTLE.username],
      ];
  for (const [key, policy] of checks) {
    const wait = await reserveAttempt(db, key, policy);
    if (wait !== null) throw new LoginThrottledError(wait);
  }
  return {
    userKeys: checks.map(([key]) => key).filter((key) => key !== keys.ip),
    ipKey: usual ? null : keys.ip,
  };
}

/**
 * A successful sign-in clears the keys it was judged by and gives its attempt back to the address. Only those:
 * the owner signing in at home must not reset the username key an attacker elsewhere is running into.
 */
export async function clearLoginAttempt(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  if (attempt.userKeys.length) await db.delete(loginThrottles).where(inArray(loginThrottles.key, attempt.userKeys));
  if (attempt.ipKey) {
    await db
      .update(loginThrottles)
      .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
      .where(eq(loginThrottles.key, attempt.ipKey));
  }
}

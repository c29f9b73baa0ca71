import { describe, expect, it } from 'vitest';
import {
  INITIAL_COUNTERS,
  classifyMailboxError,
  countersAfterSuccess,
  decideAfterFailure,
  type TMailboxErrorClass,
  type TMonitorCounters,
  type TPolicyDecision,
} from './mailbox-policy';

/** A fake clock and a scripted random source: the policy sees nothing else of the world. */
function run(errors: TMailboxErrorClass[], options: { canRefresh?: boolean; random?: number; start?: TMonitorCounters } = {}) {
  let now = new Date('2026-03-01T10:00:00Z');
  let counters = options.start ?? INITIAL_COUNTERS;
  const decisions: (TPolicyDecision & { at: Date })[] = [];
  for (const error of errors) {
    const decision = decideAfterFailure({ error, counters, now, random: () => options.random ?? 0, canRefresh: options.canRefresh ?? false });
    decisions.push({ ...decision, at: now });
    counters = decision.counters;
    now = decision.resumeAt ?? now;
  }
  return decisions;
}

const seconds = (d: TPolicyDecision) => (d.delayMs === null ? null : d.delayMs / 1000);

describe('mailbox failure policy', () => {
  it('refreshes the token after a refused sign-in, and after 5 refusals stops with the auth-failed flag', () => {
    const decisions = run(['auth', 'auth', 'auth', 'auth', 'auth'], { canRefresh: true });
    expect(decisions.slice(0, 4).map((d) => [d.kind, d.refreshToken, d.delayMs, d.authFailed])).toEqual(
      Array(4).fill(['retry', true, 0, false]),
    );
    const last = decisions[4];
    expect(last).toMatchObject({ kind: 'pause', authFailed: true, delayMs: null, resumeAt: null, refreshToken: false });
    expect(last.counters.authFailures).toBe(5);
  });

  it('backs off 2^n seconds, at most 60 s, while token refreshes fail', () => {
    const decisions = run(Array(8).fill('refresh'));
    expect(decisions.map(seconds)).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    expect(decisions.every((d) => d.kind === 'retry' && !d.authFailed)).toBe(true);
  });

  it('alternating refusals and failed refreshes end in the auth-failed pause at the fifth refusal', () => {
    const decisions = run(['auth', 'refresh', 'auth', 'refresh', 'auth', 'refresh', 'auth', 'refresh', 'auth'], { canRefresh: true });
    expect(decisions.filter((d) => d.refreshToken)).toHaveLength(4);
    expect(decisions.filter((d) => d.kind === 'retry' && !d.refreshToken).map(seconds)).toEqual([2, 4, 8, 16]);
    expect(decisions.at(-1)).toMatchObject({ authFailed: true, resumeAt: null });
  });

  it('with nothing to refresh (a password), a refused sign-in waits like a failed refresh', () => {
    const decisions = run(['auth', 'auth', 'auth', 'auth', 'auth']);
    expect(decisions.slice(0, 4).map(seconds)).toEqual([2, 4, 8, 16]);
    expect(decisions.slice(0, 4).every((d) => !d.refreshToken)).toBe(true);
    expect(decisions[4].authFailed).toBe(true);
  });

  it('rate limits back off from 1 s doubling to 30 s', () => {
    const decisions = run(Array(8).fill('rate_limit'), { random: 0 });
    expect(decisions.map(seconds)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('adds at most 10% jitter to the rate-limit backoff', () => {
    const top = run(Array(6).fill('rate_limit'), { random: 0.999999 });
    expect(top.map((d) => d.delayMs)).toEqual([1099, 2199, 4399, 8799, 17599, 32999]);
    const mid = run(['rate_limit'], { random: 0.5 });
    expect(mid[0].delayMs).toBe(1050);
    for (const r of [0, 0.25, 0.75, 0.9999]) {
      const [d] = run(Array(1).fill('rate_limit'), { random: r, start: { ...INITIAL_COUNTERS, rateLimitHits: 9 } });
      expect(d.delayMs).toBeGreaterThanOrEqual(30_000);
      expect(d.delayMs).toBeLessThanOrEqual(33_000);
    }
  });

  it('pauses one hour when the quota is exceeded', () => {
    const [d] = run(['quota']);
    expect(d).toMatchObject({ kind: 'pause', delayMs: 60 * 60_000, authFailed: false });
    expect(d.resumeAt!.toISOString()).toBe('2026-03-01T11:00:00.000Z');
  });

  it.each([
    ['server', 5],
    ['network', 5],
    ['generic', 10],
  ] as const)('%s errors: 3 retries, then a pause of %i minutes, then 3 retries again', (error, minutes) => {
    const decisions = run(Array(8).fill(error));
    expect(decisions.map((d) => d.kind)).toEqual(['retry', 'retry', 'retry', 'pause', 'retry', 'retry', 'retry', 'pause']);
    expect(decisions.map(seconds)).toEqual([1, 2, 4, minutes * 60, 1, 2, 4, minutes * 60]);
    const pauseAt = decisions[3];
    expect(pauseAt.resumeAt!.getTime() - pauseAt.at.getTime()).toBe(minutes * 60_000);
    expect(pauseAt.counters.retries).toBe(0);
  });

  it('a success clears every counter, so the next failure starts from the beginning', () => {
    const failing = run(['network', 'network', 'auth']);
    expect(failing.at(-1)!.counters).toMatchObject({ retries: 2, authFailures: 1 });
    const [fresh] = run(['network'], { start: countersAfterSuccess() });
    expect(seconds(fresh)).toBe(1);
    expect(countersAfterSuccess()).toEqual(INITIAL_COUNTERS);
  });
});

describe('mailbox error classes', () => {
  it.each([
    [{ status: 401 }, 'auth'],
    [{ status: 403, reason: 'insufficientPermissions' }, 'auth'],
    [{ status: 403, reason: 'quotaExceeded' }, 'quota'],
    [{ status: 403, reason: 'dailyLimitExceeded' }, 'quota'],
    [{ status: 403, reason: 'userRateLimitExceeded' }, 'rate_limit'],
    [{ status: 429 }, 'rate_limit'],
    [{ status: 500 }, 'server'],
    [{ status: 503 }, 'server'],
    [{ authenticationFailed: true, responseCode: 'AUTHENTICATIONFAILED' }, 'auth'],
    [{ responseCode: 'OVERQUOTA' }, 'quota'],
    [{ message: '[ALERT] Account exceeded command or bandwidth limits' }, 'quota'],
    [{ responseCode: 'THROTTLED' }, 'rate_limit'],
    [{ code: 'ETHROTTLE' }, 'rate_limit'],
    [{ responseCode: 'UNAVAILABLE' }, 'server'],
    [{ code: 'ECONNREFUSED' }, 'network'],
    [{ code: 'NoConnection' }, 'network'],
    [{ code: 'ETIMEOUT' }, 'network'],
    [{ code: 'ParserError3' }, 'generic'],
    [{ message: 'Mailbox does not exist' }, 'generic'],
  ] as const)('%o is %s', (facts, expected) => {
    expect(classifyMailboxError(facts)).toBe(expected);
  });
});

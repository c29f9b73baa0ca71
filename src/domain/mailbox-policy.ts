/**
 * What the mailbox monitor does after a failure (spec 2 section 8, spec 1 section 8): a pure function
 * of the error class, the counters so far, the clock and a random source, so every number of the spec
 * can be checked on a fake clock. The monitor persists the counters and obeys the decision.
 */

export const MAILBOX_ERROR_CLASSES = ['auth', 'refresh', 'rate_limit', 'quota', 'server', 'network', 'generic'] as const;
export type TMailboxErrorClass = (typeof MAILBOX_ERROR_CLASSES)[number];

export const MAX_RETRIES = 3;
export const MAX_AUTH_FAILURES = 5;
export const AUTH_BACKOFF_CAP_MS = 60_000;
export const RATE_LIMIT_BASE_MS = 1_000;
export const RATE_LIMIT_CAP_MS = 30_000;
export const RATE_LIMIT_MAX_JITTER = 0.1;
export const RETRY_BASE_MS = 1_000;
export const QUOTA_PAUSE_MS = 60 * 60_000;
export const SERVER_PAUSE_MS = 5 * 60_000;
export const NETWORK_PAUSE_MS = 5 * 60_000;
export const GENERIC_PAUSE_MS = 10 * 60_000;

export interface TMonitorCounters {
  /** Consecutive sign-ins the server refused. */
  authFailures: number;
  /** Consecutive failed (or impossible) token refreshes. */
  refreshFailures: number;
  /** Consecutive rate-limit answers. */
  rateLimitHits: number;
  /** Consecutive server, network or other failures since the last success or pause. */
  retries: number;
}

export const INITIAL_COUNTERS: TMonitorCounters = Object.freeze({ authFailures: 0, refreshFailures: 0, rateLimitHits: 0, retries: 0 });

export interface TPolicyInput {
  error: TMailboxErrorClass;
  counters: TMonitorCounters;
  now: Date;
  /** A number in [0, 1), for the rate-limit jitter. */
  random: () => number;
  /** Whether a new access token can be asked for (OAuth2 with a refresh token). */
  canRefresh: boolean;
}

export interface TPolicyDecision {
  /** retry: try again after the delay; pause: a recovery pause (or, with authFailed, a stop until an admin acts). */
  kind: 'retry' | 'pause';
  delayMs: number | null;
  /** When the next attempt may run; null while paused for failed sign-in. */
  resumeAt: Date | null;
  /** Ask for a new access token before the next attempt. */
  refreshToken: boolean;
  authFailed: boolean;
  reason: string;
  counters: TMonitorCounters;
}

function after(now: Date, delayMs: number): Date {
  return new Date(now.getTime() + delayMs);
}

function retry(input: TPolicyInput, delayMs: number, counters: TMonitorCounters, reason: string, refreshToken = false): TPolicyDecision {
  return { kind: 'retry', delayMs, resumeAt: after(input.now, delayMs), refreshToken, authFailed: false, reason, counters };
}

function pause(input: TPolicyInput, delayMs: number, counters: TMonitorCounters, reason: string): TPolicyDecision {
  return { kind: 'pause', delayMs, resumeAt: after(input.now, delayMs), refreshToken: false, authFailed: false, reason, counters };
}

/** 2^n seconds, at most 60 s: the wait after a token refresh failed (or could not be tried). */
function refreshBackoffMs(refreshFailures: number): number {
  return Math.min(2 ** refreshFailures * 1_000, AUTH_BACKOFF_CAP_MS);
}

/** After MAX_RETRIES retries the next failure pauses for `pauseMs`; before that, retry after 1, 2, 4 s. */
function retryThenPause(input: TPolicyInput, pauseMs: number, label: string): TPolicyDecision {
  const retries = input.counters.retries + 1;
  if (retries > MAX_RETRIES) {
    return pause(input, pauseMs, { ...input.counters, retries: 0 }, `${label}: paused for ${pauseMs / 60_000} minutes after ${MAX_RETRIES} retries`);
  }
  return retry(input, RETRY_BASE_MS * 2 ** (retries - 1), { ...input.counters, retries }, `${label}: retry ${retries} of ${MAX_RETRIES}`);
}

export function decideAfterFailure(input: TPolicyInput): TPolicyDecision {
  const { counters } = input;
  switch (input.error) {
    case 'auth': {
      const authFailures = counters.authFailures + 1;
      if (authFailures >= MAX_AUTH_FAILURES) {
        return {
          kind: 'pause',
          delayMs: null,
          resumeAt: null,
          refreshToken: false,
          authFailed: true,
          reason: `The mailbox refused sign-in ${authFailures} times: monitoring is paused until the credentials are saved again or monitoring is restarted`,
          counters: { ...counters, authFailures, retries: 0 },
        };
      }
      if (input.canRefresh) {
        return retry(input, 0, { ...counters, authFailures }, 'Sign-in refused: asking for a new access token', true);
      }
      // Nothing to refresh (a password, or a token without a refresh token): wait as after a failed refresh.
      const refreshFailures = counters.refreshFailures + 1;
      return retry(input, refreshBackoffMs(refreshFailures), { ...counters, authFailures, refreshFailures }, 'Sign-in refused');
    }
    case 'refresh': {
      const refreshFailures = counters.refreshFailures + 1;
      return retry(input, refreshBackoffMs(refreshFailures), { ...counters, refreshFailures }, 'The access token could not be refreshed');
    }
    case 'rate_limit': {
      const rateLimitHits = counters.rateLimitHits + 1;
      const base = Math.min(RATE_LIMIT_BASE_MS * 2 ** (rateLimitHits - 1), RATE_LIMIT_CAP_MS);
      const jitter = Math.floor(base * RATE_LIMIT_MAX_JITTER * Math.min(Math.max(input.random(), 0), 1));
      return pause(input, base + jitter, { ...counters, rateLimitHits }, 'Rate limited by the mail server');
    }
    case 'quota':
      return pause(input, QUOTA_PAUSE_MS, { ...counters, retries: 0 }, 'Mailbox quota exceeded: paused for 1 hour');
    case 'server':
      return retryThenPause(input, SERVER_PAUSE_MS, 'Mail server error');
    case 'network':
      return retryThenPause(input, NETWORK_PAUSE_MS, 'Mail server unreachable');
    case 'generic':
      return retryThenPause(input, GENERIC_PAUSE_MS, 'Mailbox check failed');
  }
}

/** A successful check clears every counter. */
export function countersAfterSuccess(): TMonitorCounters {
  return { ...INITIAL_COUNTERS };
}

/** What is known about a failure, from an IMAP client, a socket or an HTTP token endpoint. */
export interface TMailboxErrorFacts {
  /** HTTP status, where the failure came from an HTTP call. */
  status?: number;
  /** The provider's reason, e.g. Google's 'quotaExceeded' or 'insufficientPermissions'. */
  reason?: string;
  /** Socket or client error code, e.g. ECONNREFUSED, ETHROTTLE. */
  code?: string;
  /** IMAP response code, e.g. AUTHENTICATIONFAILED, OVERQUOTA, UNAVAILABLE (RFC 5530). */
  responseCode?: string;
  authenticationFailed?: boolean;
  message?: string;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'NoConnection',
  'EConnectionClosed',
  'ClosedAfterConnectText',
  'ClosedAfterConnectTLS',
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'ETIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

const AUTH_RESPONSE_CODES = new Set(['AUTHENTICATIONFAILED', 'AUTHORIZATIONFAILED', 'EXPIRED', 'PRIVACYREQUIRED']);
const QUOTA_RESPONSE_CODES = new Set(['OVERQUOTA', 'LIMIT']);
const SERVER_RESPONSE_CODES = new Set(['UNAVAILABLE', 'SERVERBUG']);

export function classifyMailboxError(facts: TMailboxErrorFacts): TMailboxErrorClass {
  const responseCode = facts.responseCode?.toUpperCase();
  const text = `${facts.reason ?? ''} ${facts.message ?? ''}`;
  if (facts.status === 429 || facts.code === 'ETHROTTLE' || responseCode === 'THROTTLED') return 'rate_limit';
  if (facts.status === 403) {
    if (/rate ?limit/i.test(text)) return 'rate_limit';
    if (/quota|daily ?limit/i.test(text)) return 'quota';
    return 'auth';
  }
  if ((responseCode && QUOTA_RESPONSE_CODES.has(responseCode)) || /over ?quota|quota exceeded|bandwidth limits/i.test(text)) return 'quota';
  if (facts.status === 401 || facts.authenticationFailed || (responseCode && AUTH_RESPONSE_CODES.has(responseCode))) return 'auth';
  if ((facts.status !== undefined && facts.status >= 500) || (responseCode && SERVER_RESPONSE_CODES.has(responseCode))) return 'server';
  if (facts.code && NETWORK_CODES.has(facts.code)) return 'network';
  return 'generic';
}

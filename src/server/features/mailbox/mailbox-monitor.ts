import { randomUUID } from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import { MONITOR_INTERVAL_MS, MONITOR_LOOKBACK_MS, MONITOR_MAX_RESULTS } from '../../../domain/mailbox';
import { countersAfterSuccess, decideAfterFailure, type TMailboxErrorClass, type TPolicyDecision } from '../../../domain/mailbox-policy';
import type { ImapSettings } from '../../config';
import { recordAudit } from '../../platform/audit';
import { systemCtx, type Platform } from '../../platform/context';
import { MONITOR_ACTOR, processedMessageIds } from './email-intake.service';
import { canRefresh, credentialsFor } from './mailbox-credentials';
import { mailboxRuntime } from './mailbox-runtime';
import { classifyError, describeError, findCandidates, takeInMessage, withMailbox, type Candidate } from './imap-session';
import {
  acquirePollLease,
  isMonitoringEnabled,
  readMonitorState,
  releasePollLease,
  resolveMailbox,
  writeMonitorState,
  type MonitorState,
} from './mailbox.store';

// The monitor: every 2 minutes, the last 2 hours, at most 10 messages; failures go through the policy.
// One instance at a time polls, the holder of the poll lease.

/** A clock and a random source of its own, so tests can drive pauses and backoffs on a fake clock. */
export interface MonitorOptions {
  now?: () => Date;
  random?: () => number;
}

interface Counts {
  found: number;
  processed: number;
  skipped: number;
  errors: number;
}

export type PollOutcome = { nextDelayMs: number } & (
  | { kind: 'disabled' | 'not_configured' | 'auth_failed' | 'not_leader' }
  | { kind: 'paused'; until: Date }
  | ({ kind: 'polled' } & Counts)
  | { kind: 'failed'; errorClass: TMailboxErrorClass; decision: TPolicyDecision; message: string }
);

const STOP_GRACE_MS = 10_000;
/**
 * How long the right to poll lasts without renewal. The holder renews it at every check and after every
 * message; an instance that stopped or died loses it after this, and another instance takes over.
 */
const LEASE_MS = 5 * 60_000;

export class MailboxMonitor {
  readonly instanceId = randomUUID();
  private readonly now: () => Date;
  private readonly random: () => number;
  private timer: NodeJS.Timeout | null = null;
  private active = false;
  private stopping = false;
  private serial: Promise<unknown> = Promise.resolve();
  private busy = false;
  private wakeRequested = false;
  private refreshNext = false;
  private client: ImapFlow | null = null;

  constructor(
    private readonly platform: Platform,
    options: MonitorOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  get running(): boolean {
    return this.active;
  }

  /** Begin the loop: a first check now, then as each outcome says. */
  start(): void {
    if (this.active) return;
    this.active = true;
    this.stopping = false;
    this.schedule(0);
  }

  /** Check again now (monitoring switched on, credentials saved), or right after the check in progress. */
  wake(): void {
    if (!this.active) return;
    if (this.busy) this.wakeRequested = true;
    else this.schedule(0);
  }

  /**
   * Stop the loop: the message being taken in is finished (its transaction is short), no further one is
   * started; a connection still busy after STOP_GRACE_MS is cut. Then another instance may take over.
   */
  async stop(): Promise<void> {
    this.active = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const grace = setTimeout(() => this.client?.close(), STOP_GRACE_MS);
    await this.serial.catch(() => undefined);
    clearTimeout(grace);
    await releasePollLease(this.platform.db, this.instanceId).catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // The HTTP server keeps the process alive; a pending check must not.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (!this.active) return;
    let next = MONITOR_INTERVAL_MS;
    try {
      next = (await this.pollOnce()).nextDelayMs;
    } catch (error) {
      this.platform.log.error({ err: error }, 'mailbox check failed unexpectedly');
    }
    if (!this.active) return;
    this.schedule(this.wakeRequested ? 0 : next);
    this.wakeRequested = false;
  }

  /** One check, serialised with any other in this process. Public so tests can drive it on a fake clock. */
  pollOnce(): Promise<PollOutcome> {
    const run = this.serial.then(() => this.attempt());
    this.serial = run.catch(() => undefined);
    return run;
  }

  private async attempt(): Promise<PollOutcome> {
    this.busy = true;
    try {
      return await this.attemptUnserialised();
    } finally {
      this.busy = false;
    }
  }

  private async attemptUnserialised(): Promise<PollOutcome> {
    const { db } = this.platform;
    const now = this.now();
    const idle = (kind: 'disabled' | 'not_configured' | 'auth_failed' | 'not_leader'): PollOutcome => ({ kind, nextDelayMs: MONITOR_INTERVAL_MS });
    if (!(await isMonitoringEnabled(db))) return idle('disabled');
    const mailbox = await resolveMailbox(this.platform);
    if (!mailbox) return idle('not_configured');
    const state = await readMonitorState(db);
    if (state.authFailed) return idle('auth_failed');
    if (state.pausedUntil && new Date(state.pausedUntil) > now) {
      const until = new Date(state.pausedUntil);
      // Looked at again at least every interval, so a pause cleared by an admin ends promptly.
      return { kind: 'paused', until, nextDelayMs: Math.min(until.getTime() - now.getTime(), MONITOR_INTERVAL_MS) };
    }
    if (!(await acquirePollLease(db, this.instanceId, LEASE_MS))) return idle('not_leader');

    try {
      const counts = await this.check(mailbox.settings, now);
      const latest = await readMonitorState(db);
      await writeMonitorState(db, {
        ...latest,
        lastChecked: now.toISOString(),
        lastAttemptAt: now.toISOString(),
        lastAttemptFailed: false,
        pausedUntil: null,
        pauseReason: null,
        lastError: counts.errors > 0 ? latest.lastError : null,
        authFailed: false,
        counters: countersAfterSuccess(),
      });
      return { kind: 'polled', ...counts, nextDelayMs: MONITOR_INTERVAL_MS };
    } catch (error) {
      // A connection cut by stop() is not the mailbox's failure.
      if (this.stopping) return idle('disabled');
      return this.recordFailure(state, mailbox.settings, error, now);
    }
  }

  private async check(settings: ImapSettings, now: Date): Promise<Counts> {
    // Consumed even when the refresh fails: the next attempt signs in again, so every round counts as an
    // auth failure and a token endpoint that keeps refusing ends in the auth-failed pause, not a loop.
    const forceRefresh = this.refreshNext;
    this.refreshNext = false;
    const auth = await credentialsFor(this.platform, settings, now.getTime(), forceRefresh);
    return withMailbox(
      this.platform,
      settings,
      auth,
      async (session) => {
        const candidates = await findCandidates(session, new Date(now.getTime() - MONITOR_LOOKBACK_MS), Number.MAX_SAFE_INTEGER);
        const done = await processedMessageIds(this.platform.db, candidates.map((c) => c.key));
        // Oldest first, so a burst larger than one check's share is worked off over the next checks, none starved.
        const due = candidates.filter((c) => !done.has(c.key)).reverse().slice(0, MONITOR_MAX_RESULTS);
        const counts: Counts = { found: candidates.length, processed: 0, skipped: 0, errors: 0 };
        for (const candidate of due) {
          if (this.stopping) break;
          try {
            const result = await takeInMessage(this.platform, session, candidate);
            if (result.outcome === 'processed') counts.processed++;
            else counts.skipped++;
          } catch (error) {
            if (!session.client.usable) throw error;
            counts.errors++;
            await this.noteMessageError(candidate, error);
          }
          await acquirePollLease(this.platform.db, this.instanceId, LEASE_MS);
        }
        return counts;
      },
      (client) => {
        this.client = client;
      },
    );
  }

  private async noteMessageError(candidate: Candidate, error: unknown): Promise<void> {
    this.platform.log.warn({ err: error, messageId: candidate.key }, 'an email could not be taken in; it is tried again at the next check');
    const state = await readMonitorState(this.platform.db);
    await writeMonitorState(this.platform.db, { ...state, lastError: `Email "${candidate.subject ?? ''}": ${describeError(error)}` });
  }

  private async recordFailure(state: MonitorState, settings: ImapSettings, error: unknown, now: Date): Promise<PollOutcome> {
    const errorClass = classifyError(error);
    const decision = decideAfterFailure({ error: errorClass, counters: state.counters, now, random: this.random, canRefresh: canRefresh(settings) });
    if (decision.refreshToken) this.refreshNext = true;
    const message = describeError(error);
    const next: MonitorState = {
      ...state,
      lastAttemptAt: now.toISOString(),
      lastAttemptFailed: true,
      lastError: message,
      // Short retries are the loop's business; pauses are shared, so every instance and the status see them.
      pausedUntil: decision.kind === 'pause' && decision.resumeAt ? decision.resumeAt.toISOString() : null,
      pauseReason: decision.kind === 'pause' ? decision.reason : null,
      authFailed: decision.authFailed,
      counters: decision.counters,
    };
    await this.platform.db.transaction(async (tx) => {
      await writeMonitorState(tx, next);
      if (decision.authFailed && !state.authFailed) {
        await recordAudit(tx, systemCtx(this.platform), {
          action: 'mailbox_auth_failed',
          summary: `Mailbox monitoring paused: ${settings.user} at ${settings.host} refused sign-in ${decision.counters.authFailures} times (${message})`,
          entity: { type: 'mailbox' },
          diffs: [{ field: 'authFailed', from: false, to: true }],
          actor: MONITOR_ACTOR,
        });
      }
    });
    this.platform.log.warn({ errorClass, decision: decision.reason, err: error }, 'mailbox check failed');
    return { kind: 'failed', errorClass, decision, message, nextDelayMs: decision.delayMs ?? MONITOR_INTERVAL_MS };
  }
}

/** Start this process's monitor (after the job queue); it polls only while monitoring is switched on. */
export function startMailboxMonitor(platform: Platform, options?: MonitorOptions): MailboxMonitor {
  const runtime = mailboxRuntime(platform);
  if (runtime.monitor) return runtime.monitor;
  const monitor = new MailboxMonitor(platform, options);
  runtime.monitor = monitor;
  monitor.start();
  return monitor;
}

export async function stopMailboxMonitor(platform: Platform): Promise<void> {
  const runtime = mailboxRuntime(platform);
  const monitor = runtime.monitor;
  runtime.monitor = null;
  await monitor?.stop();
}

export function runningMailboxMonitor(platform: Platform): MailboxMonitor | undefined {
  return mailboxRuntime(platform).monitor ?? undefined;
}

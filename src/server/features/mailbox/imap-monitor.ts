import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ImapFlow, type FetchMessageObject, type SearchObject } from 'imapflow';
import { simpleParser } from 'mailparser';
import {
  IMPORT_MAX_RESULTS,
  IMPORT_PAUSE_MS,
  MAX_IMAP_MESSAGE_BYTES,
  MONITOR_INTERVAL_MS,
  MONITOR_LOOKBACK_MS,
  MONITOR_MAX_RESULTS,
  MONITOR_SEARCH_KEYWORDS,
  type TImportProgress,
} from '../../../domain/mailbox';
import {
  classifyMailboxError,
  countersAfterSuccess,
  decideAfterFailure,
  type TMailboxErrorClass,
  type TPolicyDecision,
} from '../../../domain/mailbox-policy';
import type { ImapSettings } from '../../config';
import { recordAudit } from '../../platform/audit';
import { systemCtx, type Platform } from '../../platform/context';
import { resolveGuardedAddress, safeFetch } from '../../platform/safe-fetch';
import { MONITOR_ACTOR, processIncomingEmail, processedMessageIds, recordFailedEmail } from './email-intake.service';
import {
  acquirePollLease,
  isMonitoringEnabled,
  readLastImport,
  readMonitorState,
  releasePollLease,
  resolveMailbox,
  writeImportProgress,
  writeMonitorState,
  type MonitorState,
} from './mailbox.store';

// ---------------------------------------------------------------------------------------------------
// Credentials: a password, or an OAuth2 access token kept fresh with a refresh token when one is given.
// ---------------------------------------------------------------------------------------------------

/** Refresh this long before the token's expiry (spec 2 section 9), and never sooner than this after getting it. */
const REFRESH_AHEAD_MS = 5 * 60_000;
const MIN_REFRESH_DELAY_MS = 10_000;
const DEFAULT_TOKEN_LIFETIME_S = 3600;

class TokenRefreshError extends Error {}

interface CachedToken {
  accessToken: string;
  obtainedAt: number;
  expiresAt: number;
}

// Per platform (one per server process; tests build several), shared by the monitor and the import job.
const tokens = new WeakMap<Platform, CachedToken>();

/** Drop this process's access token: the next sign-in asks for a new one (credentials saved, monitoring restarted). */
export function forgetAccessToken(platform: Platform): void {
  tokens.delete(platform);
}

function canRefresh(settings: ImapSettings): boolean {
  return !!(settings.oauth?.refreshToken && settings.oauth.tokenUrl && settings.oauth.clientId);
}

/**
 * Hosts the mailbox may reach on a private, loopback or link-local address: those in FETCH_ALLOW_PRIVATE_HOSTS,
 * and the IMAP and token hosts the operator wrote in the IMAP_ variables. A mailbox connected in Settings (by
 * an admin, through the web) gets no more than the allow-list, so it cannot be aimed at the internal network.
 */
function mailboxAllowList(platform: Platform): string[] {
  const { fetchAllowPrivateHosts, imap } = platform.config;
  if (!imap) return fetchAllowPrivateHosts;
  const hosts = [...fetchAllowPrivateHosts, imap.host];
  if (imap.oauth?.tokenUrl && URL.canParse(imap.oauth.tokenUrl)) hosts.push(new URL(imap.oauth.tokenUrl).hostname);
  return hosts;
}

async function requestAccessToken(platform: Platform, oauth: NonNullable<ImapSettings['oauth']>): Promise<{ accessToken: string; expiresInS: number }> {
  const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: oauth.refreshToken!, client_id: oauth.clientId });
  if (oauth.clientSecret) form.set('client_secret', oauth.clientSecret);
  let response: { status: number; body: Buffer };
  try {
    response = await safeFetch(oauth.tokenUrl, {
      allowPrivateHosts: mailboxAllowList(platform),
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      timeoutMs: 15_000,
      maxBytes: 256 * 1024,
    });
  } catch (error) {
    throw new TokenRefreshError(`The token endpoint could not be reached: ${(error as Error).message}`);
  }
  let body: { access_token?: unknown; expires_in?: unknown; error?: unknown } | null = null;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    body = null;
  }
  if (response.status < 200 || response.status >= 300 || typeof body?.access_token !== 'string') {
    const reason = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
    throw new TokenRefreshError(`The access token could not be refreshed (${reason})`);
  }
  const expiresInS = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : DEFAULT_TOKEN_LIFETIME_S;
  return { accessToken: body.access_token, expiresInS };
}

async function credentialsFor(platform: Platform, settings: ImapSettings, now: number, forceRefresh: boolean) {
  if (canRefresh(settings)) {
    const cached = tokens.get(platform);
    const due = forceRefresh || !cached || now >= Math.max(cached.expiresAt - REFRESH_AHEAD_MS, cached.obtainedAt + MIN_REFRESH_DELAY_MS);
    if (!due) return { user: settings.user, accessToken: cached.accessToken };
    const { accessToken, expiresInS } = await requestAccessToken(platform, settings.oauth!);
    tokens.set(platform, { accessToken, obtainedAt: now, expiresAt: now + expiresInS * 1000 });
    return { user: settings.user, accessToken };
  }
  if (settings.accessToken) return { user: settings.user, accessToken: settings.accessToken };
  return { user: settings.user, pass: settings.password ?? '' };
}

// ---------------------------------------------------------------------------------------------------
// One IMAP session: connect, open the mailbox read-only (the monitor never changes flags in a shared
// mailbox: what was taken in is known from email_processing_records), work, and always close.
// ---------------------------------------------------------------------------------------------------

interface Session {
  client: ImapFlow;
  gmail: boolean;
  settings: ImapSettings;
  uidValidity: bigint;
}

async function withMailbox<T>(
  platform: Platform,
  settings: ImapSettings,
  auth: { user: string; pass?: string; accessToken?: string },
  work: (session: Session) => Promise<T>,
  onClient: (client: ImapFlow | null) => void = () => undefined,
): Promise<T> {
  // Checked like any fetch, then connected to the checked address; TLS still verifies the certificate
  // against the configured name.
  const { address } = await resolveGuardedAddress(settings.host, mailboxAllowList(platform));
  const client = new ImapFlow({
    host: address,
    ...(net.isIP(settings.host) ? {} : { servername: settings.host }),
    port: settings.port,
    secure: settings.secure,
    auth,
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 5 * 60_000,
  });
  // An unhandled 'error' event would end the process; failures reach us through the rejected calls.
  client.on('error', () => undefined);
  onClient(client);
  try {
    await client.connect();
    const lock = await client.getMailboxLock(settings.mailbox, { readOnly: true });
    try {
      return await work({ client, gmail: client.capabilities.has('X-GM-EXT-1'), settings, uidValidity: client.mailbox ? client.mailbox.uidValidity : 0n });
    } finally {
      lock.release();
    }
  } finally {
    onClient(null);
    if (client.usable) await client.logout().catch(() => undefined);
    // A refused sign-in leaves the socket open until the server times it out: close it here.
    client.close();
  }
}

interface Candidate {
  uid: number;
  key: string;
  threadId: string | null;
  size: number;
  internalDate: Date;
  from: string;
  subject: string | null;
}

function hexId(decimal: string | undefined): string | null {
  if (!decimal || !/^\d+$/.test(decimal)) return null;
  return BigInt(decimal).toString(16);
}

/**
 * The id an email is recorded under. On Gmail, the message id of the Gmail API (X-GM-MSGID in hex), so an
 * email taken in by the browser's mailbox client is recognised here too; elsewhere the Message-ID header,
 * which survives a mailbox being rebuilt; the folder and UID only for a message without one.
 */
function messageKey(session: Session, message: FetchMessageObject): string {
  const gmailId = session.gmail ? hexId(message.emailId) : null;
  if (gmailId) return gmailId;
  const header = message.envelope?.messageId?.trim();
  if (header) return header;
  return `imap:${session.settings.user}@${session.settings.host}/${session.settings.mailbox}/${session.uidValidity}/${message.uid}`;
}

function formatAddress(address: { name?: string; address?: string } | undefined): string {
  if (!address?.address) return address?.name || 'unknown sender';
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

/** Messages of the window that name a keyword, newest first, at most `limit` of them. */
async function findCandidates(session: Session, since: Date, limit: number): Promise<Candidate[]> {
  const query: SearchObject = { since, or: MONITOR_SEARCH_KEYWORDS.map((text) => ({ text })) };
  const found = (await session.client.search(query, { uid: true })) || [];
  // UIDs grow with arrival: the highest are the newest.
  const uids = [...found].sort((a, b) => b - a).slice(0, limit);
  if (uids.length === 0) return [];
  const candidates: Candidate[] = [];
  const fields = { uid: true, envelope: true, internalDate: true, size: true, emailId: session.gmail, threadId: session.gmail };
  for await (const message of session.client.fetch(uids, fields, { uid: true })) {
    const internalDate = message.internalDate ? new Date(message.internalDate) : new Date(0);
    // Servers without WITHIN compare SINCE by date only: the exact window is applied here.
    if (internalDate < since) continue;
    candidates.push({
      uid: message.uid,
      key: messageKey(session, message),
      threadId: session.gmail ? hexId(message.threadId) : null,
      size: message.size ?? 0,
      internalDate,
      from: formatAddress(message.envelope?.from?.[0]),
      subject: message.envelope?.subject ?? null,
    });
  }
  return candidates.sort((a, b) => b.internalDate.getTime() - a.internalDate.getTime());
}

/** Download, parse and take in one message. */
async function takeInMessage(platform: Platform, session: Session, candidate: Candidate) {
  const ctx = systemCtx(platform);
  const base = {
    messageId: candidate.key,
    threadId: candidate.threadId,
    from: candidate.from,
    subject: candidate.subject,
    receivedAt: candidate.internalDate,
    channel: 'imap' as const,
  };
  if (candidate.size > MAX_IMAP_MESSAGE_BYTES) {
    return recordFailedEmail(ctx, base, `the message is ${Math.ceil(candidate.size / 1024 / 1024)} MB, over the ${MAX_IMAP_MESSAGE_BYTES / 1024 / 1024} MB limit`);
  }
  const message = await session.client.fetchOne(String(candidate.uid), { source: true }, { uid: true });
  if (!message || !message.source) throw new Error(`Message ${candidate.uid} disappeared before it could be read`);
  const parsed = await simpleParser(message.source, { skipImageLinks: true, skipTextToHtml: true });
  const references = typeof parsed.references === 'string' ? [parsed.references] : (parsed.references ?? []);
  return processIncomingEmail(ctx, {
    ...base,
    threadId: candidate.threadId ?? references[0] ?? null,
    from: parsed.from?.value[0] ? formatAddress(parsed.from.value[0]) : candidate.from,
    subject: parsed.subject ?? candidate.subject,
    body: parsed.text ?? '',
    attachments: parsed.attachments.map((a, i) => ({
      filename: a.filename ?? `attachment-${i + 1}`,
      claimedMimeType: a.contentType ?? null,
      data: a.content,
    })),
  });
}

function errorFacts(error: unknown) {
  const e = error as { code?: unknown; serverResponseCode?: unknown; authenticationFailed?: unknown; message?: unknown; responseText?: unknown };
  return {
    code: typeof e?.code === 'string' ? e.code : undefined,
    responseCode: typeof e?.serverResponseCode === 'string' ? e.serverResponseCode : undefined,
    authenticationFailed: e?.authenticationFailed === true,
    message: [e?.message, e?.responseText].filter((m) => typeof m === 'string').join(': '),
  };
}

function describeError(error: unknown): string {
  const facts = errorFacts(error);
  const detail = [facts.responseCode, facts.code].filter(Boolean).join(', ');
  return `${facts.message || 'Unknown error'}${detail ? ` (${detail})` : ''}`.slice(0, 500);
}

function classify(error: unknown): TMailboxErrorClass {
  return error instanceof TokenRefreshError ? 'refresh' : classifyMailboxError(errorFacts(error));
}

// ---------------------------------------------------------------------------------------------------
// The monitor: every 2 minutes, the last 2 hours, at most 10 messages; failures go through the policy.
// ---------------------------------------------------------------------------------------------------

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
    const errorClass = classify(error);
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

const monitors = new WeakMap<Platform, MailboxMonitor>();

/** Start this process's monitor (after the job queue); it polls only while monitoring is switched on. */
export function startMailboxMonitor(platform: Platform, options?: MonitorOptions): MailboxMonitor {
  const existing = monitors.get(platform);
  if (existing) return existing;
  const monitor = new MailboxMonitor(platform, options);
  monitors.set(platform, monitor);
  monitor.start();
  return monitor;
}

export async function stopMailboxMonitor(platform: Platform): Promise<void> {
  const monitor = monitors.get(platform);
  monitors.delete(platform);
  await monitor?.stop();
}

export function runningMailboxMonitor(platform: Platform): MailboxMonitor | undefined {
  return monitors.get(platform);
}

/** Sign in and open the mailbox, nothing more (the Settings status card before any check ran): the problem, or null. */
export async function probeMailbox(platform: Platform, settings: ImapSettings): Promise<string | null> {
  try {
    const auth = await credentialsFor(platform, settings, Date.now(), false);
    await withMailbox(platform, settings, auth, async () => undefined);
    return null;
  } catch (error) {
    return describeError(error);
  }
}

// ---------------------------------------------------------------------------------------------------
// Historical import (a job): the last N days, at most 100 messages, 500 ms apart, processed ones skipped.
// ---------------------------------------------------------------------------------------------------

export async function runMailboxImport(platform: Platform, job: { importId: string; days: number }, pauseMs = IMPORT_PAUSE_MS): Promise<void> {
  const { db } = platform;
  const current = await readLastImport(db);
  // A newer import replaced this one, or it already finished (a retried job): nothing to do.
  if (!current || current.jobId !== job.importId || current.state === 'completed') return;
  let progress: TImportProgress = {
    ...current,
    state: 'running',
    startedAt: current.startedAt ?? new Date().toISOString(),
    done: 0,
    processed: 0,
    skipped: 0,
    errors: 0,
    error: null,
  };
  const save = async (patch: Partial<TImportProgress>) => {
    progress = { ...progress, ...patch, heartbeatAt: new Date().toISOString() };
    await writeImportProgress(db, progress);
  };
  await save({});
  try {
    const mailbox = await resolveMailbox(platform);
    if (!mailbox) throw new Error('No mailbox is connected');
    const now = Date.now();
    const auth = await credentialsFor(platform, mailbox.settings, now, false);
    await withMailbox(platform, mailbox.settings, auth, async (session) => {
      const candidates = await findCandidates(session, new Date(now - job.days * 24 * 60 * 60_000), IMPORT_MAX_RESULTS);
      const done = await processedMessageIds(db, candidates.map((c) => c.key));
      await save({ total: candidates.length });
      let fetched = 0;
      for (const candidate of candidates) {
        if (done.has(candidate.key)) {
          await save({ done: progress.done + 1, skipped: progress.skipped + 1 });
          continue;
        }
        if (fetched++ > 0) await sleep(pauseMs);
        try {
          const result = await takeInMessage(platform, session, candidate);
          await save(
            result.outcome === 'processed'
              ? { done: progress.done + 1, processed: progress.processed + 1 }
              : result.outcome === 'failed'
                ? { done: progress.done + 1, errors: progress.errors + 1, error: `Email "${candidate.subject ?? ''}" was not taken in` }
                : { done: progress.done + 1, skipped: progress.skipped + 1 },
          );
        } catch (error) {
          if (!session.client.usable) throw error;
          await save({ done: progress.done + 1, errors: progress.errors + 1, error: `Email "${candidate.subject ?? ''}": ${describeError(error)}` });
        }
      }
    });
    await db.transaction(async (tx) => {
      progress = { ...progress, state: 'completed', finishedAt: new Date().toISOString() };
      await writeImportProgress(tx, progress);
      await recordAudit(tx, systemCtx(platform), {
        action: 'mailbox_import_completed',
        summary: `Historical email scan of ${job.days} days: ${progress.processed} processed, ${progress.skipped} skipped, ${progress.errors} errors`,
        entity: { type: 'mailbox' },
        actor: MONITOR_ACTOR,
      });
    });
  } catch (error) {
    await save({ state: 'failed', error: describeError(error), finishedAt: new Date().toISOString() });
    throw error;
  }
}

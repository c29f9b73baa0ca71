import { randomUUID } from 'node:crypto';
import type { TFieldDiff } from '../../../domain/audit';
import type { TImportProgress, TImportRequest, TMailboxConfigRequest, TMailboxConfigView, TMailboxStatus } from '../../../domain/mailbox';
import { can } from '../../../domain/permissions';
import type { TServiceStatus } from '../../../domain/settings';
import type { ImapSettings } from '../../config';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { requireActor } from '../../platform/actor';
import { probeMailbox } from './imap-session';
import { forgetAccessToken } from './mailbox-credentials';
import { runningMailboxMonitor } from './mailbox-monitor';
import { importMailboxJob } from './mailbox.jobs';
import {
  SETTING_KEYS,
  deleteSetting,
  isMonitoringEnabled,
  pollLeaseIsLive,
  readLastImport,
  readMonitorState,
  readSetting,
  resetMonitorState,
  resolveMailbox,
  writeImportProgress,
  writeSetting,
} from './mailbox.store';

function requireManager(ctx: Ctx) {
  const actor = requireActor(ctx);
  if (!can(actor, 'mailbox.manage')) throw forbidden('Admin access required to manage the mailbox');
  return actor;
}

function viewOf(settings: ImapSettings | null, source: TMailboxConfigView['source']): TMailboxConfigView {
  if (!settings) {
    return {
      source: null,
      host: null,
      port: null,
      secure: null,
      user: null,
      mailbox: null,
      authMethod: null,
      hasPassword: false,
      hasAccessToken: false,
      oauth: null,
    };
  }
  return {
    source,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    user: settings.user,
    mailbox: settings.mailbox,
    authMethod: settings.password && !settings.accessToken && !settings.oauth ? 'password' : 'oauth2',
    hasPassword: !!settings.password,
    hasAccessToken: !!settings.accessToken,
    oauth: settings.oauth
      ? {
          tokenUrl: settings.oauth.tokenUrl,
          clientId: settings.oauth.clientId,
          hasClientSecret: !!settings.oauth.clientSecret,
          hasRefreshToken: !!settings.oauth.refreshToken,
        }
      : null,
  };
}

/** GET /api/mailbox/config: the connection without any secret. */
export async function getMailboxConfig(ctx: Ctx): Promise<TMailboxConfigView> {
  requireManager(ctx);
  const resolved = await resolveMailbox(ctx.platform);
  return viewOf(resolved?.settings ?? null, resolved?.source ?? null);
}

function refuseWhenEnvironmentConfigured(ctx: Ctx): void {
  if (ctx.platform.config.imap) {
    throw new AppError('CONFLICT', 'The mailbox is set by the server environment (IMAP_HOST and the other IMAP_ variables); change it there');
  }
}

/**
 * PUT /api/mailbox/config: save the connection (admins). A secret left out keeps its saved value. Saving
 * clears a recovery pause and the auth-failed flag, so the monitor tries the new settings at once.
 */
export async function saveMailboxConfig(ctx: Ctx, input: TMailboxConfigRequest): Promise<TMailboxConfigView> {
  requireManager(ctx);
  refuseWhenEnvironmentConfigured(ctx);
  const { db } = ctx.platform;
  const view = await db.transaction(async (tx) => {
    const before = await readSetting<ImapSettings>(tx, SETTING_KEYS.config, { forUpdate: true });
    const keep = (value: string | undefined, saved: string | null | undefined) => value ?? saved ?? null;
    const oauthInput = input.oauth;
    const settings: ImapSettings =
      input.authMethod === 'password'
        ? {
            host: input.host,
            port: input.port,
            secure: input.secure,
            user: input.user,
            mailbox: input.mailbox,
            password: keep(input.password, before?.password),
            accessToken: null,
            oauth: null,
          }
        : {
            host: input.host,
            port: input.port,
            secure: input.secure,
            user: input.user,
            mailbox: input.mailbox,
            password: null,
            accessToken: keep(input.accessToken, before?.accessToken),
            oauth: oauthInput
              ? {
                  tokenUrl: oauthInput.tokenUrl,
                  clientId: oauthInput.clientId,
                  clientSecret: keep(oauthInput.clientSecret, before?.oauth?.clientSecret),
                  refreshToken: keep(oauthInput.refreshToken, before?.oauth?.refreshToken),
                }
              : null,
          };
    if (input.authMethod === 'password' && !settings.password) {
      throw new AppError('VALIDATION_FAILED', 'Please enter the mailbox password', { password: ['Please enter the mailbox password'] });
    }
    if (input.authMethod === 'oauth2' && !settings.accessToken && !settings.oauth?.refreshToken) {
      throw new AppError('VALIDATION_FAILED', 'OAuth2 needs an access token or a refresh token', { accessToken: ['Please enter an access token or a refresh token'] });
    }
    await writeSetting(tx, SETTING_KEYS.config, settings);
    await resetMonitorState(tx);
    const beforeView = viewOf(before, before ? 'settings' : null);
    const afterView = viewOf(settings, 'settings');
    const fields = ['host', 'port', 'secure', 'user', 'mailbox', 'authMethod'] as const;
    const diffs: TFieldDiff[] = fields
      .filter((f) => beforeView[f] !== afterView[f])
      .map((f) => ({ field: f, from: beforeView[f], to: afterView[f] }));
    const secretsChanged = !!(input.password || input.accessToken || input.oauth?.clientSecret || input.oauth?.refreshToken);
    if (secretsChanged) diffs.push({ field: 'credentials', from: before ? '(saved)' : null, to: '(changed)' });
    await recordAudit(tx, ctx, {
      action: 'mailbox_config_updated',
      summary: `Mailbox connection ${before ? 'updated' : 'set up'}: ${settings.user} at ${settings.host}:${settings.port} (${settings.mailbox})`,
      entity: { type: 'mailbox' },
      diffs,
    });
    return afterView;
  });
  forgetAccessToken(ctx.platform);
  runningMailboxMonitor(ctx.platform)?.wake();
  return view;
}

/** DELETE /api/mailbox/config: disconnect the saved mailbox. Monitoring keeps its switch but has nothing to poll. */
export async function removeMailboxConfig(ctx: Ctx): Promise<void> {
  requireManager(ctx);
  refuseWhenEnvironmentConfigured(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const before = await readSetting<ImapSettings>(tx, SETTING_KEYS.config, { forUpdate: true });
    if (!before) throw notFound('Mailbox connection');
    await deleteSetting(tx, SETTING_KEYS.config);
    await resetMonitorState(tx);
    await recordAudit(tx, ctx, {
      action: 'mailbox_config_removed',
      summary: `Mailbox connection removed: ${before.user} at ${before.host}`,
      entity: { type: 'mailbox' },
      diffs: [
        { field: 'host', from: before.host, to: null },
        { field: 'user', from: before.user, to: null },
      ],
    });
  });
  forgetAccessToken(ctx.platform);
}

export async function getMailboxStatus(ctx: Ctx): Promise<TMailboxStatus> {
  const actor = requireActor(ctx);
  // Errors name hosts, users and addresses of the network: the wording is for those who manage the mailbox.
  const internals = can(actor, 'mailbox.manage');
  const { db } = ctx.platform;
  const [enabled, mailbox, state, lastImport, leaseLive] = await Promise.all([
    isMonitoringEnabled(db),
    resolveMailbox(ctx.platform),
    readMonitorState(db),
    readLastImport(db),
    pollLeaseIsLive(db),
  ]);
  const monitorHere = runningMailboxMonitor(ctx.platform)?.running ?? false;
  const pausedUntil = state.pausedUntil && new Date(state.pausedUntil) > new Date() ? state.pausedUntil : null;
  return {
    isMonitoring: enabled && !!mailbox && !state.authFailed && (monitorHere || leaseLive),
    lastChecked: state.lastChecked,
    shouldBeMonitoring: enabled,
    pausedUntil,
    pauseReason: pausedUntil || state.authFailed ? state.pauseReason : null,
    lastError: state.lastError && !internals ? 'The last check failed' : state.lastError,
    authFailed: state.authFailed,
    configured: !!mailbox,
    lastImport: lastImport?.error && !internals ? { ...lastImport, error: 'The import failed' } : lastImport,
  };
}

/** POST /api/mailbox/start: switch monitoring on for every instance, and for the next start-up. */
export async function startMonitoring(ctx: Ctx): Promise<TMailboxStatus> {
  requireManager(ctx);
  if (!(await resolveMailbox(ctx.platform))) {
    throw new AppError('CONFLICT', 'Connect a mailbox first: set it up in Settings or with the IMAP_ variables');
  }
  await ctx.platform.db.transaction(async (tx) => {
    const wasEnabled = (await readSetting<boolean>(tx, SETTING_KEYS.enabled, { forUpdate: true })) === true;
    await writeSetting(tx, SETTING_KEYS.enabled, true);
    // Starting again is how an admin asks for a fresh try after a pause or refused sign-ins.
    await resetMonitorState(tx);
    await recordAudit(tx, ctx, {
      action: 'mailbox_monitoring_started',
      summary: 'Mailbox monitoring started',
      entity: { type: 'mailbox' },
      diffs: wasEnabled ? [] : [{ field: 'email_monitoring_enabled', from: false, to: true }],
    });
  });
  forgetAccessToken(ctx.platform);
  runningMailboxMonitor(ctx.platform)?.wake();
  return getMailboxStatus(ctx);
}

/** POST /api/mailbox/stop: no instance starts another check; one under way finishes its current message. */
export async function stopMonitoring(ctx: Ctx): Promise<TMailboxStatus> {
  requireManager(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const wasEnabled = (await readSetting<boolean>(tx, SETTING_KEYS.enabled, { forUpdate: true })) === true;
    await writeSetting(tx, SETTING_KEYS.enabled, false);
    await recordAudit(tx, ctx, {
      action: 'mailbox_monitoring_stopped',
      summary: 'Mailbox monitoring stopped',
      entity: { type: 'mailbox' },
      diffs: wasEnabled ? [{ field: 'email_monitoring_enabled', from: true, to: false }] : [],
    });
  });
  return getMailboxStatus(ctx);
}

// An import that has not written progress for this long is taken to have died with its instance.
const STALE_IMPORT_MS = 10 * 60_000;

function importIsActive(progress: TImportProgress | null): boolean {
  if (!progress || (progress.state !== 'queued' && progress.state !== 'running')) return false;
  const lastSign = Date.parse(progress.heartbeatAt ?? progress.requestedAt);
  return Date.now() - lastSign < STALE_IMPORT_MS;
}

/** POST /api/mailbox/import: queue a historical scan (one at a time); its progress is polled by job id. */
export async function requestImport(ctx: Ctx, input: TImportRequest): Promise<TImportProgress> {
  requireManager(ctx);
  if (!(await resolveMailbox(ctx.platform))) {
    throw new AppError('CONFLICT', 'Connect a mailbox first: set it up in Settings or with the IMAP_ variables');
  }
  const state = await readMonitorState(ctx.platform.db);
  if (state.authFailed) throw new AppError('CONFLICT', 'The mailbox refused sign-in: save the credentials again before scanning');
  return ctx.platform.db.transaction(async (tx) => {
    const current = await readLastImport(tx, { forUpdate: true });
    if (importIsActive(current)) throw new AppError('CONFLICT', 'A historical scan is already running');
    const progress: TImportProgress = {
      jobId: randomUUID(),
      days: input.days,
      state: 'queued',
      total: null,
      done: 0,
      processed: 0,
      skipped: 0,
      errors: 0,
      error: null,
      requestedAt: new Date().toISOString(),
      heartbeatAt: null,
      startedAt: null,
      finishedAt: null,
    };
    await writeImportProgress(tx, progress);
    await recordAudit(tx, ctx, {
      action: 'mailbox_import_started',
      summary: `Historical email scan of the last ${input.days} days requested`,
      entity: { type: 'mailbox' },
      diffs: [{ field: 'days', from: null, to: input.days }],
    });
    await ctx.platform.jobs.enqueue(tx, importMailboxJob, { importId: progress.jobId, days: input.days });
    return progress;
  });
}

export async function getImportProgress(ctx: Ctx, jobId: string): Promise<TImportProgress> {
  requireManager(ctx);
  const progress = await readLastImport(ctx.platform.db);
  if (!progress || progress.jobId !== jobId) throw notFound('Import');
  return progress;
}

// The Settings page polls its status cards every few seconds: sign in to the mailbox at most once a minute.
const PROBE_CACHE_MS = 60_000;
const probeCache = new WeakMap<object, { at: number; key: string; error: string | null }>();

/** The 'imap' card of Settings: from the monitor's last check when there is one, else from a sign-in probe. */
export async function getImapServiceStatus(ctx: Ctx): Promise<TServiceStatus> {
  const label = 'Mailbox (IMAP)';
  const { db } = ctx.platform;
  const mailbox = await resolveMailbox(ctx.platform);
  if (!mailbox) {
    return { key: 'imap', label, state: 'not_configured', detail: 'No mailbox is connected: set IMAP_HOST or connect one in Settings', latencyMs: null };
  }
  const { settings } = mailbox;
  const where = `${settings.user} at ${settings.host} (${settings.mailbox})`;
  const [state, enabled] = await Promise.all([readMonitorState(db), isMonitoringEnabled(db)]);
  const monitoring = enabled ? 'monitoring on' : 'monitoring off';
  if (state.authFailed) return { key: 'imap', label, state: 'down', detail: `${where}: sign-in refused, monitoring paused. ${state.lastError ?? ''}`.trim(), latencyMs: null };
  if (state.pausedUntil && new Date(state.pausedUntil) > new Date()) {
    return { key: 'imap', label, state: 'degraded', detail: `${where}: ${state.pauseReason ?? 'paused'} (until ${state.pausedUntil})`, latencyMs: null };
  }
  if (state.lastAttemptFailed) return { key: 'imap', label, state: 'down', detail: `${where}: ${state.lastError}`, latencyMs: null };
  if (state.lastChecked) return { key: 'imap', label, state: 'ok', detail: `${where}, ${monitoring}, last checked ${state.lastChecked}`, latencyMs: null };

  const cacheKey = JSON.stringify([settings.host, settings.port, settings.user, settings.mailbox]);
  const cached = probeCache.get(ctx.platform);
  const started = Date.now();
  let error: string | null;
  if (cached && cached.key === cacheKey && started - cached.at < PROBE_CACHE_MS) {
    error = cached.error;
  } else {
    error = await probeMailbox(ctx.platform, settings);
    probeCache.set(ctx.platform, { at: started, key: cacheKey, error });
  }
  return error
    ? { key: 'imap', label, state: 'down', detail: `${where}: ${error}`, latencyMs: Date.now() - started }
    : { key: 'imap', label, state: 'ok', detail: `Connected: ${where}, ${monitoring}`, latencyMs: Date.now() - started };
}

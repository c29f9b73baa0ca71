import { and, eq, sql } from 'drizzle-orm';
import type { TImportProgress } from '../../../domain/mailbox';
import { INITIAL_COUNTERS, type TMonitorCounters } from '../../../domain/mailbox-policy';
import type { ImapSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { systemSettings } from '../../db/schema';
import type { Platform } from '../../platform/context';

/**
 * The mailbox's rows in system_settings: shared by every instance and kept across restarts, so the
 * monitor resumes where it was and any instance can answer for it.
 */
export const SETTING_KEYS = {
  enabled: 'email_monitoring_enabled',
  config: 'mailbox_config',
  state: 'mailbox_monitor_state',
  lease: 'mailbox_poll_lease',
  lastImport: 'mailbox_import',
} as const;

export interface MonitorState {
  /** The last check that reached the mailbox. */
  lastChecked: string | null;
  lastAttemptAt: string | null;
  /** Whether the last attempt reached the mailbox (per-message errors aside). */
  lastAttemptFailed: boolean;
  /** A recovery pause (rate limit, quota, repeated failures); no check runs before it ends. */
  pausedUntil: string | null;
  pauseReason: string | null;
  lastError: string | null;
  /** Sign-in was refused too often: no check runs until the credentials are saved again or monitoring is restarted. */
  authFailed: boolean;
  counters: TMonitorCounters;
}

export const INITIAL_MONITOR_STATE: MonitorState = {
  lastChecked: null,
  lastAttemptAt: null,
  lastAttemptFailed: false,
  pausedUntil: null,
  pauseReason: null,
  lastError: null,
  authFailed: false,
  counters: { ...INITIAL_COUNTERS },
};

export async function readSetting<T>(db: DbOrTx, key: string, options: { forUpdate?: boolean } = {}): Promise<T | null> {
  const query = db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? (row.value as T) : null;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
}

export async function deleteSetting(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db.delete(systemSettings).where(eq(systemSettings.key, key)).returning({ key: systemSettings.key });
  return rows.length > 0;
}

export async function isMonitoringEnabled(db: DbOrTx): Promise<boolean> {
  return (await readSetting<boolean>(db, SETTING_KEYS.enabled)) === true;
}

export async function readMonitorState(db: DbOrTx): Promise<MonitorState> {
  const stored = await readSetting<Partial<MonitorState>>(db, SETTING_KEYS.state);
  return { ...INITIAL_MONITOR_STATE, ...stored, counters: { ...INITIAL_COUNTERS, ...stored?.counters } };
}

export async function writeMonitorState(db: DbOrTx, state: MonitorState): Promise<void> {
  await writeSetting(db, SETTING_KEYS.state, state);
}

/** A clean slate: what saving the connection or pressing start gives, so a paused monitor tries again at once. */
export async function resetMonitorState(db: DbOrTx): Promise<void> {
  const state = await readMonitorState(db);
  await writeMonitorState(db, {
    ...state,
    lastAttemptFailed: false,
    pausedUntil: null,
    pauseReason: null,
    lastError: null,
    authFailed: false,
    counters: { ...INITIAL_COUNTERS },
  });
}

export interface ResolvedMailbox {
  settings: ImapSettings;
  source: 'environment' | 'settings';
}

/** The mailbox to monitor: the IMAP_* environment when set (operators pin it there), else what an admin saved. */
export async function resolveMailbox(platform: Platform): Promise<ResolvedMailbox | null> {
  if (platform.config.imap) return { settings: platform.config.imap, source: 'environment' };
  const saved = await readSetting<ImapSettings>(platform.db, SETTING_KEYS.config);
  return saved ? { settings: saved, source: 'settings' } : null;
}

/**
 * Take or renew the right to poll, for `ttlMs`. One conditional upsert: it succeeds when nobody holds the
 * lease, this holder already does, or the holder's lease ran out (its instance stopped or died). The
 * expiry is computed with the database clock, so instances with skewed clocks agree.
 */
export async function acquirePollLease(db: DbOrTx, holder: string, ttlMs: number): Promise<boolean> {
  const value = sql`jsonb_build_object('holder', ${holder}::text, 'expiresAt', now() + ${ttlMs}::int * interval '1 millisecond')`;
  const rows = await db
    .insert(systemSettings)
    .values({ key: SETTING_KEYS.lease, value })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value, updatedAt: new Date() },
      setWhere: sql`${systemSettings.value}->>'holder' = ${holder} or (${systemSettings.value}->>'expiresAt')::timestamptz < now()`,
    })
    .returning({ key: systemSettings.key });
  return rows.length > 0;
}

export async function releasePollLease(db: DbOrTx, holder: string): Promise<void> {
  await db.delete(systemSettings).where(and(eq(systemSettings.key, SETTING_KEYS.lease), sql`${systemSettings.value}->>'holder' = ${holder}`));
}

/** Whether some instance holds an unexpired lease: it is polling, or will at its next tick. */
export async function pollLeaseIsLive(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ key: systemSettings.key })
    .from(systemSettings)
    .where(and(eq(systemSettings.key, SETTING_KEYS.lease), sql`(${systemSettings.value}->>'expiresAt')::timestamptz > now()`));
  return !!row;
}

export async function readLastImport(db: DbOrTx, options: { forUpdate?: boolean } = {}): Promise<TImportProgress | null> {
  return readSetting<TImportProgress>(db, SETTING_KEYS.lastImport, options);
}

export async function writeImportProgress(db: DbOrTx, progress: TImportProgress): Promise<void> {
  await writeSetting(db, SETTING_KEYS.lastImport, progress);
}

import { eq } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import {
  defaultSwitches,
  effectiveSwitches,
  type TNotificationPreferences,
  type TNotificationPreferencesView,
  type TReminderSettings,
  type TReminderSettingsView,
} from '../../../domain/reminders';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, users } from '../../db/schema';
import { requireActor } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { readDueRules } from '../submissions/index';
import { readPreferences, readReminderSettings, saveReminderSettings } from './reminder-settings';
import { digestSweepJob, reminderSweepJob } from './reminders.jobs';

async function settingsView(db: DbOrTx, settings?: TReminderSettings): Promise<TReminderSettingsView> {
  const current = settings ?? (await readReminderSettings(db));
  const { timeZone } = await readDueRules(db);
  return { ...current, timeZone };
}

export async function getReminderSettings(ctx: Ctx): Promise<TReminderSettingsView> {
  requireActor(ctx);
  return settingsView(ctx.platform.db);
}

/**
 * Save everyone's defaults (admins), audited, and sweep at once in the background, so a change (a digest hour
 * already past today, a wider window) applies now rather than at the next scheduled run. The sweeps send each
 * reminder and digest once whatever runs them.
 */
export async function updateReminderSettings(ctx: Ctx, settings: TReminderSettings): Promise<TReminderSettingsView> {
  const actor = requireActor(ctx);
  if (!can(actor, 'reminders.manage')) throw forbidden('Only admins can change the reminder defaults');
  return ctx.platform.db.transaction(async (tx) => {
    const before = await readReminderSettings(tx);
    await saveReminderSettings(tx, settings);
    const diffs = (Object.keys(settings) as (keyof TReminderSettings)[])
      .filter((key) => before[key] !== settings[key])
      .map((field) => ({ field, from: before[field], to: settings[field] }));
    await recordAudit(tx, ctx, {
      action: 'reminder_settings_updated',
      summary: `Reminder defaults updated by ${actor.username}${diffs.length ? `: ${diffs.map((d) => d.field).join(', ')}` : ' (no change)'}`,
      entity: { type: 'settings', id: null, url: '/settings' },
      diffs,
    });
    await ctx.platform.jobs.enqueue(tx, reminderSweepJob, {});
    await ctx.platform.jobs.enqueue(tx, digestSweepJob, {});
    return settingsView(tx, settings);
  });
}

async function preferencesView(db: DbOrTx, userId: string, preferences?: TNotificationPreferences): Promise<TNotificationPreferencesView> {
  const settings = await readReminderSettings(db);
  const rules = await readDueRules(db);
  const own = preferences ?? (await readPreferences(db, userId));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return {
    ...own,
    defaults: defaultSwitches(settings),
    effective: effectiveSwitches(own, settings),
    dueSoonHours: settings.dueSoonHours,
    digestHour: settings.digestHour,
    timeZone: rules.timeZone,
    hasEmail: !!user?.email,
  };
}

/** The signed-in user's own switches, the defaults they follow and what applies to them. */
export async function getNotificationPreferences(ctx: Ctx): Promise<TNotificationPreferencesView> {
  const actor = requireActor(ctx);
  return preferencesView(ctx.platform.db, actor.id);
}

const LABELS: Record<keyof TNotificationPreferences, string> = { dueSoon: 'due-soon reminders', overdue: 'overdue reminders', digest: 'daily digest' };
const describe = (value: boolean | null) => (value === null ? 'default' : value ? 'on' : 'off');

/** Change the signed-in user's own switches (null follows the default again), audited on their account. */
export async function updateNotificationPreferences(ctx: Ctx, preferences: TNotificationPreferences): Promise<TNotificationPreferencesView> {
  const actor = requireActor(ctx);
  return ctx.platform.db.transaction(async (tx) => {
    const before = await readPreferences(tx, actor.id);
    await tx
      .insert(notificationPreferences)
      .values({ userId: actor.id, ...preferences })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: new Date() } });
    const diffs = (Object.keys(LABELS) as (keyof TNotificationPreferences)[])
      .filter((key) => before[key] !== preferences[key])
      .map((field) => ({ field, from: describe(before[field]), to: describe(preferences[field]) }));
    if (diffs.length > 0) {
      await recordAudit(tx, ctx, {
        action: 'notification_preferences_updated',
        summary: `${actor.username} set their ${diffs.map((d) => `${LABELS[d.field as keyof TNotificationPreferences]} ${d.to}`).join(', ')}`,
        entity: { type: 'user', id: actor.id },
        diffs,
      });
    }
    return preferencesView(tx, actor.id, preferences);
  });
}

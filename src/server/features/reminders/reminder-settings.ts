import { eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_SETTINGS, FOLLOW_DEFAULTS, ZReminderSettings, type TNotificationPreferences, type TReminderSettings } from '../../../domain/reminders';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, systemSettings } from '../../db/schema';

/** The admins' reminder defaults live in their own `system_settings` row, beside the due rules. */
export const REMINDER_SETTINGS_KEY = 'notifications.reminders';

/** The saved defaults, or the built-in ones before an admin saved any (or if the saved ones no longer parse). */
export async function readReminderSettings(db: DbOrTx): Promise<TReminderSettings> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, REMINDER_SETTINGS_KEY));
  const parsed = row ? ZReminderSettings.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}

export async function saveReminderSettings(tx: DbOrTx, settings: TReminderSettings): Promise<void> {
  await tx
    .insert(systemSettings)
    .values({ key: REMINDER_SETTINGS_KEY, value: settings })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: settings, updatedAt: new Date() } });
}

export async function readPreferences(db: DbOrTx, userId: string): Promise<TNotificationPreferences> {
  const [row] = await db
    .select({ dueSoon: notificationPreferences.dueSoon, overdue: notificationPreferences.overdue, digest: notificationPreferences.digest })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? FOLLOW_DEFAULTS;
}

import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { localDateOf } from './business-time';

/**
 * Reminders and the daily digest: what admins set as everyone's default (Settings > Reminders), what each user
 * turns on or off for themselves, and the pure rules the scheduled sweeps follow.
 */

export const MAX_DUE_SOON_HOURS = 168;

export const ZReminderSettings = z.object({
  dueSoonHours: z
    .number({ error: 'The reminder window must be a number of hours' })
    .int('The reminder window must be a whole number of hours')
    .min(1, 'The reminder window must be at least 1 hour')
    .max(MAX_DUE_SOON_HOURS, `The reminder window must be at most ${MAX_DUE_SOON_HOURS} hours (a week)`),
  dueSoonEnabled: z.boolean({ error: 'Please say whether due-soon reminders are on by default' }),
  overdueEnabled: z.boolean({ error: 'Please say whether overdue reminders are on by default' }),
  digestEnabled: z.boolean({ error: 'Please say whether the daily digest is on by default' }),
  digestHour: z
    .number({ error: 'The digest hour must be a whole hour from 0 to 23' })
    .int('The digest hour must be a whole hour from 0 to 23')
    .min(0, 'The digest hour must be a whole hour from 0 to 23')
    .max(23, 'The digest hour must be a whole hour from 0 to 23'),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

/** What GET and PUT /api/settings/reminders answer: the settings and the zone the digest hour is read in. */
export const ZReminderSettingsView = ZReminderSettings.extend({
  /** The publisher's time zone, from the due rules. */
  timeZone: z.string(),
});
export type TReminderSettingsView = z.infer<typeof ZReminderSettingsView>;

/** Reminders on, the digest off until an admin turns it on: a daily email to the whole desk is the desk's choice. */
export const DEFAULT_REMINDER_SETTINGS: TReminderSettings = {
  dueSoonHours: 4,
  dueSoonEnabled: true,
  overdueEnabled: true,
  digestEnabled: false,
  digestHour: 8,
};

/** A user's own choice for each kind: true or false, or null to follow the admins' default. */
export const ZNotificationPreferences = z.object({
  dueSoon: z.boolean({ error: 'dueSoon must be true, false or null (follow the default)' }).nullable(),
  overdue: z.boolean({ error: 'overdue must be true, false or null (follow the default)' }).nullable(),
  digest: z.boolean({ error: 'digest must be true, false or null (follow the default)' }).nullable(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

export const FOLLOW_DEFAULTS: TNotificationPreferences = { dueSoon: null, overdue: null, digest: null };

/** GET and PUT /api/user/notification-preferences: the user's choices, the defaults they follow, and what applies. */
export const ZNotificationPreferencesView = ZNotificationPreferences.extend({
  defaults: z.object({ dueSoon: z.boolean(), overdue: z.boolean(), digest: z.boolean() }),
  effective: z.object({ dueSoon: z.boolean(), overdue: z.boolean(), digest: z.boolean() }),
  dueSoonHours: z.number(),
  digestHour: z.number(),
  timeZone: z.string(),
  /** Without an address nothing can be sent, whatever is switched on. */
  hasEmail: z.boolean(),
});
export type TNotificationPreferencesView = z.infer<typeof ZNotificationPreferencesView>;

export type TReminderKind = 'due_soon' | 'overdue';
export const DELIVERY_KINDS = ['due_soon', 'overdue', 'digest'] as const;
export type TDeliveryKind = (typeof DELIVERY_KINDS)[number];

/** The admins' defaults as the three switches a user may override. */
export function defaultSwitches(settings: TReminderSettings): { dueSoon: boolean; overdue: boolean; digest: boolean } {
  return { dueSoon: settings.dueSoonEnabled, overdue: settings.overdueEnabled, digest: settings.digestEnabled };
}

/** What applies to a user: their own choice where they made one, else the default. */
export function effectiveSwitches(preferences: TNotificationPreferences | null | undefined, settings: TReminderSettings) {
  const defaults = defaultSwitches(settings);
  return {
    dueSoon: preferences?.dueSoon ?? defaults.dueSoon,
    overdue: preferences?.overdue ?? defaults.overdue,
    digest: preferences?.digest ?? defaults.digest,
  };
}

/** An overdue reminder is for work that became overdue lately; older overdue work is the digest's to list. */
export const OVERDUE_LOOKBACK_HOURS = 24;

const HOUR_MS = 3_600_000;

/**
 * Which reminder an open item is owed now: `overdue` once its due time has passed (for a day after it),
 * `due_soon` while it is due within the window, else none.
 */
export function reminderKindFor(dueAt: Date | null, now: Date, dueSoonHours: number): TReminderKind | null {
  if (!dueAt) return null;
  const left = dueAt.getTime() - now.getTime();
  if (left <= 0) return -left <= OVERDUE_LOOKBACK_HOURS * HOUR_MS ? 'overdue' : null;
  return left <= dueSoonHours * HOUR_MS ? 'due_soon' : null;
}

/** The span of due times the reminder sweep reads: from a day ago to the end of the window. */
export function reminderSpan(now: Date, dueSoonHours: number): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - OVERDUE_LOOKBACK_HOURS * HOUR_MS), to: new Date(now.getTime() + dueSoonHours * HOUR_MS) };
}

/** The hour of the day (0-23) at an instant in a time zone. */
export function localHourOf(at: Date, timeZone: string): number {
  return new TZDate(at.getTime(), timeZone).getHours();
}

/**
 * The local date whose digest is owed at `now`, or null before the digest hour: once the hour has come, the day's
 * digest goes to whoever has not had it (a sweep that missed the hour still sends it later that day).
 */
export function digestDateDue(now: Date, timeZone: string, digestHour: number): string | null {
  return localHourOf(now, timeZone) >= digestHour ? localDateOf(now, timeZone) : null;
}

/** One piece of work in a reminder or digest: a submission's review, or one of its escalation tracks. */
export interface TWaitingItem {
  /** `submission:<id>` or `track:<id>`: the key a delivery is recorded under. */
  key: string;
  submissionId: string;
  title: string;
  /** "Review", "Legal Review"... */
  what: string;
  dueAt: Date | null;
  /** Held by the recipient (true) or waiting for anyone who may take it. */
  held: boolean;
}

/** Due first: soonest (and overdue) due time first, then work without one; ties by title and key, so the order is stable. */
export function byDueFirst(a: TWaitingItem, b: TWaitingItem): number {
  const da = a.dueAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const db = b.dueAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (da !== db) return da < db ? -1 : 1;
  return a.title.localeCompare(b.title) || a.key.localeCompare(b.key);
}

/** How many items a digest lists; the rest are counted with a link to the queue. */
export const DIGEST_ITEM_LIMIT = 50;

import { describe, expect, it } from 'vitest';
import {
  byDueFirst,
  DEFAULT_REMINDER_SETTINGS,
  digestDateDue,
  effectiveSwitches,
  localHourOf,
  reminderKindFor,
  reminderSpan,
  ZNotificationPreferences,
  ZReminderSettings,
  type TWaitingItem,
} from './reminders';

const at = (iso: string) => new Date(iso);
const now = at('2030-03-05T15:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('which reminder an item is owed', () => {
  it('is due soon within the window, and nothing before it', () => {
    expect(reminderKindFor(hours(3.5), now, 4)).toBe('due_soon');
    expect(reminderKindFor(hours(4), now, 4)).toBe('due_soon');
    expect(reminderKindFor(hours(4.01), now, 4)).toBeNull();
    expect(reminderKindFor(hours(30), now, 48)).toBe('due_soon');
  });

  it('is overdue from its due time for a day, then left to the digest', () => {
    expect(reminderKindFor(now, now, 4)).toBe('overdue');
    expect(reminderKindFor(hours(-1), now, 4)).toBe('overdue');
    expect(reminderKindFor(hours(-24), now, 4)).toBe('overdue');
    expect(reminderKindFor(hours(-25), now, 4)).toBeNull();
  });

  it('is nothing without a due time', () => {
    expect(reminderKindFor(null, now, 4)).toBeNull();
  });

  it('reads due times from a day ago to the end of the window', () => {
    expect(reminderSpan(now, 4)).toEqual({ from: hours(-24), to: hours(4) });
  });
});

describe('the daily digest', () => {
  it("is owed once the digest hour has come in the publisher's zone, for that local date", () => {
    // 07:30 in Chicago (CST, UTC-6) on 5 March 2030: before an 8 o'clock digest, after a 7 o'clock one.
    const morning = at('2030-03-05T13:30:00Z');
    expect(localHourOf(morning, 'America/Chicago')).toBe(7);
    expect(digestDateDue(morning, 'America/Chicago', 8)).toBeNull();
    expect(digestDateDue(morning, 'America/Chicago', 7)).toBe('2030-03-05');
    // 23:30 on the 4th in Chicago is already the 5th in UTC: the local date counts.
    expect(digestDateDue(at('2030-03-05T05:30:00Z'), 'America/Chicago', 8)).toBe('2030-03-04');
    expect(digestDateDue(at('2030-03-05T05:30:00Z'), 'UTC', 8)).toBeNull();
  });

  it('follows daylight saving: 8 local is 14:00 UTC in winter and 13:00 UTC in summer', () => {
    expect(digestDateDue(at('2030-01-15T13:59:00Z'), 'America/Chicago', 8)).toBeNull();
    expect(digestDateDue(at('2030-01-15T14:00:00Z'), 'America/Chicago', 8)).toBe('2030-01-15');
    expect(digestDateDue(at('2030-07-15T13:00:00Z'), 'America/Chicago', 8)).toBe('2030-07-15');
  });

  it('lists due first: overdue and soonest first, work without a due time last', () => {
    const item = (key: string, title: string, dueAt: string | null): TWaitingItem => ({
      key,
      submissionId: key,
      title,
      what: 'Review',
      dueAt: dueAt ? at(dueAt) : null,
      held: false,
    });
    const items = [
      item('submission:c', 'No date', null),
      item('track:b', 'Later', '2030-03-07T17:00:00Z'),
      item('submission:a', 'Overdue', '2030-03-01T17:00:00Z'),
      item('submission:d', 'Also later', '2030-03-07T17:00:00Z'),
      item('track:e', 'Soon', '2030-03-05T17:00:00Z'),
    ];
    expect(items.sort(byDueFirst).map((i) => i.title)).toEqual(['Overdue', 'Soon', 'Also later', 'Later', 'No date']);
  });
});

describe('switches', () => {
  it("follow the admins' defaults where the user made no choice", () => {
    const settings = { ...DEFAULT_REMINDER_SETTINGS, dueSoonEnabled: true, overdueEnabled: false, digestEnabled: true };
    expect(effectiveSwitches(null, settings)).toEqual({ dueSoon: true, overdue: false, digest: true });
    expect(effectiveSwitches({ dueSoon: false, overdue: true, digest: null }, settings)).toEqual({ dueSoon: false, overdue: true, digest: true });
  });

  it('refuse bad settings and preferences with messages', () => {
    const bad = ZReminderSettings.safeParse({ ...DEFAULT_REMINDER_SETTINGS, dueSoonHours: 0, digestHour: 24 });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('The reminder window must be at least 1 hour');
    expect(messages).toContain('The digest hour must be a whole hour from 0 to 23');
    expect(ZReminderSettings.safeParse({ ...DEFAULT_REMINDER_SETTINGS, dueSoonHours: 1.5 }).success).toBe(false);
    expect(ZNotificationPreferences.safeParse({ dueSoon: 'yes', overdue: null, digest: null }).success).toBe(false);
    expect(ZNotificationPreferences.safeParse({ dueSoon: true, overdue: null }).success).toBe(false);
  });
});

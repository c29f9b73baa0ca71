import { TZDate } from '@date-fns/tz';

/**
 * The publisher's working clock: the days and hours the desk works, in its own time zone, without its holidays.
 * Arithmetic on it walks the calendar one local day at a time, so daylight-saving changes and holidays fall out
 * of the wall-clock window of each day rather than being special cases.
 */
export interface TBusinessCalendar {
  /** IANA time zone id, e.g. America/Chicago. */
  timeZone: string;
  /** ISO weekdays the desk works: 1 Monday ... 7 Sunday. */
  workdays: readonly number[];
  /** Start and end of a working day, local wall time, HH:MM (24-hour). */
  dayStart: string;
  dayEnd: string;
  /** Local dates (YYYY-MM-DD) the desk does not work. */
  holidays: readonly string[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
// No calendar needs more than ten years of walking; a calendar with no working time at all stops here.
const MAX_DAYS = 3_660;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** A local calendar day, as midnight UTC of the same date (plain date arithmetic, no zone involved). */
function localDay(instant: number, timeZone: string): number {
  const local = new TZDate(instant, timeZone);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
}

const isoDate = (day: number) => new Date(day).toISOString().slice(0, 10);

/** The instant of a local wall time on a local day. */
function wallTime(day: number, minutes: number, timeZone: string): number {
  const d = new Date(day);
  return new TZDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
}

/** The working window of a local day, or null on a day off. */
function windowOf(day: number, calendar: TBusinessCalendar): { start: number; end: number } | null {
  const weekday = new Date(day).getUTCDay() || 7;
  if (!calendar.workdays.includes(weekday) || calendar.holidays.includes(isoDate(day))) return null;
  return { start: wallTime(day, minutesOf(calendar.dayStart), calendar.timeZone), end: wallTime(day, minutesOf(calendar.dayEnd), calendar.timeZone) };
}

function noWorkingTime(): never {
  throw new RangeError('The business calendar has no working time');
}

/** The instant `hours` of working time after `from` (working time starts at the next opening if `from` is outside it). */
export function addBusinessHours(from: Date, hours: number, calendar: TBusinessCalendar): Date {
  let remaining = hours * HOUR_MS;
  if (remaining <= 0) return new Date(from);
  let day = localDay(from.getTime(), calendar.timeZone);
  for (let i = 0; i < MAX_DAYS; i++, day += DAY_MS) {
    const window = windowOf(day, calendar);
    if (!window) continue;
    const start = Math.max(window.start, from.getTime());
    if (start >= window.end) continue;
    const available = window.end - start;
    if (remaining <= available) return new Date(start + remaining);
    remaining -= available;
  }
  return noWorkingTime();
}

/**
 * The latest instant with `hours` of working time between it and `from`. A result that falls on an opening
 * is given as the previous day's close, the same moment on the working clock: "due Tuesday 17:00" rather than
 * "due Wednesday 09:00".
 */
export function subtractBusinessHours(from: Date, hours: number, calendar: TBusinessCalendar): Date {
  let remaining = Math.max(0, hours * HOUR_MS);
  let day = localDay(from.getTime(), calendar.timeZone);
  for (let i = 0; i < MAX_DAYS; i++, day -= DAY_MS) {
    const window = windowOf(day, calendar);
    if (!window) continue;
    const end = Math.min(window.end, from.getTime());
    if (end <= window.start) continue;
    const available = end - window.start;
    if (remaining < available) return new Date(end - remaining);
    remaining -= available;
  }
  return noWorkingTime();
}

/** `at` itself during working hours (its close included), else the close of the last working day before it. */
export function latestBusinessInstant(at: Date, calendar: TBusinessCalendar): Date {
  return subtractBusinessHours(at, 0, calendar);
}

/** The instant a local date (YYYY-MM-DD) begins in the time zone: when a paper dated that day is out. */
export function startOfLocalDate(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, timeZone).getTime());
}

/** The local date (YYYY-MM-DD) of an instant in the time zone. */
export function localDateOf(at: Date, timeZone: string): string {
  return isoDate(localDay(at.getTime(), timeZone));
}

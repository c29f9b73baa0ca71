import { describe, expect, it } from 'vitest';
import { addBusinessHours, latestBusinessInstant, localDateOf, startOfLocalDate, subtractBusinessHours, type TBusinessCalendar } from './business-time';

const chicago: TBusinessCalendar = { timeZone: 'America/Chicago', workdays: [1, 2, 3, 4, 5], dayStart: '09:00', dayEnd: '17:00', holidays: [] };
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

// March 2026: daylight saving starts Sunday the 8th (CST -06:00 before, CDT -05:00 after).
describe('business time', () => {
  it('adds working hours inside one working day', () => {
    expect(iso(addBusinessHours(at('2026-03-02T10:00:00-06:00'), 2, chicago))).toBe(iso(at('2026-03-02T12:00:00-06:00')));
  });

  it('carries working hours over a weekend, across the change to daylight saving', () => {
    // Friday 15:00 + 4 h: two on Friday, two from Monday's opening, which is 09:00 CDT.
    expect(iso(addBusinessHours(at('2026-03-06T15:00:00-06:00'), 4, chicago))).toBe(iso(at('2026-03-09T11:00:00-05:00')));
  });

  it('starts counting at the next opening when the clock starts outside working hours', () => {
    expect(iso(addBusinessHours(at('2026-03-07T12:00:00-06:00'), 1, chicago))).toBe(iso(at('2026-03-09T10:00:00-05:00')));
    expect(iso(addBusinessHours(at('2026-03-03T19:30:00-06:00'), 0.5, chicago))).toBe(iso(at('2026-03-04T09:30:00-06:00')));
  });

  it('skips holidays', () => {
    const withHoliday = { ...chicago, holidays: ['2026-03-09'] };
    expect(iso(addBusinessHours(at('2026-03-06T15:00:00-06:00'), 4, withHoliday))).toBe(iso(at('2026-03-10T11:00:00-05:00')));
    expect(iso(subtractBusinessHours(at('2026-03-10T10:00:00-05:00'), 2, withHoliday))).toBe(iso(at('2026-03-06T16:00:00-06:00')));
  });

  it('subtracts working hours back over the weekend, ending on a close rather than the next opening', () => {
    // Monday 00:00 less 24 working hours: Friday, Thursday and Wednesday in full, so Tuesday's close.
    expect(iso(subtractBusinessHours(at('2026-03-09T00:00:00-05:00'), 24, chicago))).toBe(iso(at('2026-03-03T17:00:00-06:00')));
    expect(iso(subtractBusinessHours(at('2026-03-04T11:00:00-06:00'), 3, chicago))).toBe(iso(at('2026-03-03T16:00:00-06:00')));
  });

  it('keeps an eight-hour working day through the autumn change back to standard time', () => {
    // Sunday 1 November 2026 ends daylight saving.
    expect(iso(addBusinessHours(at('2026-10-30T16:00:00-05:00'), 2, chicago))).toBe(iso(at('2026-11-02T10:00:00-06:00')));
    expect(iso(subtractBusinessHours(at('2026-11-02T10:00:00-06:00'), 2, chicago))).toBe(iso(at('2026-10-30T16:00:00-05:00')));
  });

  it('finds the latest working moment at or before an instant', () => {
    expect(iso(latestBusinessInstant(at('2026-03-08T12:00:00-05:00'), chicago))).toBe(iso(at('2026-03-06T17:00:00-06:00')));
    expect(iso(latestBusinessInstant(at('2026-03-04T11:15:00-06:00'), chicago))).toBe(iso(at('2026-03-04T11:15:00-06:00')));
    expect(iso(latestBusinessInstant(at('2026-03-04T07:00:00-06:00'), chicago))).toBe(iso(at('2026-03-03T17:00:00-06:00')));
  });

  it('works in other zones and with other working weeks', () => {
    const berlin: TBusinessCalendar = { timeZone: 'Europe/Berlin', workdays: [2, 3, 4, 5, 6], dayStart: '08:30', dayEnd: '12:30', holidays: [] };
    // Monday is a day off there; Saturday is a working day.
    expect(iso(addBusinessHours(at('2026-03-07T12:00:00+01:00'), 2, berlin))).toBe(iso(at('2026-03-10T10:00:00+01:00')));
  });

  it('refuses a calendar without working time instead of walking forever', () => {
    expect(() => addBusinessHours(at('2026-03-02T10:00:00Z'), 1, { ...chicago, workdays: [] })).toThrow(RangeError);
  });

  it('knows when a local date begins and which local date an instant falls on', () => {
    expect(iso(startOfLocalDate('2026-03-09', 'America/Chicago'))).toBe('2026-03-09T05:00:00.000Z');
    expect(iso(startOfLocalDate('2026-03-06', 'America/Chicago'))).toBe('2026-03-06T06:00:00.000Z');
    expect(localDateOf(at('2026-03-09T04:30:00Z'), 'America/Chicago')).toBe('2026-03-08');
  });
});

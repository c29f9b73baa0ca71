import { describe, expect, it } from 'vitest';
import { monthFromParam, monthGrid, nextDay } from './calendar-dates';

describe('calendar dates', () => {
  it('reads ?month=YYYY-MM and falls back to the current month for anything else', () => {
    const now = new Date(2026, 10, 24, 15, 30);
    expect(monthFromParam('2027-02', now)).toEqual(new Date(2027, 1, 1));
    for (const bad of [null, '', '2027-13', '2027-2', 'junk', '2027-02-01']) expect(monthFromParam(bad, now)).toEqual(new Date(2026, 10, 1));
  });

  it('lays a month out in whole weeks from Sunday, within the range the API accepts', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const november = monthGrid(new Date(2026, 10, 1));
    expect(november).toMatchObject({ from: '2026-11-01', to: '2026-12-05' });
    expect(november.weeks).toHaveLength(5);
    expect(november.weeks.every((w) => w.length === 7)).toBe(true);
    // A 31-day month starting on a Saturday needs six weeks: 42 days.
    const may = monthGrid(new Date(2027, 4, 1));
    expect(may).toMatchObject({ from: '2027-04-25', to: '2027-06-05' });
    expect(may.weeks).toHaveLength(6);
  });

  it('steps over month and year ends, and the daylight-saving change', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-11-01')).toBe('2026-11-02');
    expect(nextDay('2027-03-13')).toBe('2027-03-14');
  });
});

import { describe, expect, it } from 'vitest';
import { canHold, computeDueAt, computeTrackDueAt, DEFAULT_DUE_RULES, isOverdue, ZDueRules, type TDueRules } from './desk';

const rules: TDueRules = { ...DEFAULT_DUE_RULES };
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('due times', () => {
  it('is due 24 working hours before a Monday run date: the Tuesday before at close', () => {
    const due = computeDueAt({ submittedAt: at('2026-02-23T10:00:00-06:00'), runDate: '2026-03-09', productCategories: [] }, rules);
    expect(iso(due)).toBe(iso(at('2026-03-03T17:00:00-06:00')));
  });

  it('skips a holiday in the lead time', () => {
    const due = computeDueAt(
      { submittedAt: at('2026-02-23T10:00:00-06:00'), runDate: '2026-03-09', productCategories: [] },
      { ...rules, holidays: ['2026-03-04'] },
    );
    expect(iso(due)).toBe(iso(at('2026-03-02T17:00:00-06:00')));
  });

  it('applies a stricter lead time for a product category the engine inferred (hemp: 24 hours before publication)', () => {
    const short = { ...rules, leadBusinessHours: 4 };
    const input = { submittedAt: at('2026-02-23T10:00:00-06:00'), runDate: '2026-03-10', productCategories: [] as string[] };
    // Four working hours before Tuesday 00:00: Monday 13:00.
    expect(iso(computeDueAt(input, short))).toBe(iso(at('2026-03-09T13:00:00-05:00')));
    // Hemp: 24 hours before is Monday 00:00, outside working hours, so Friday's close.
    expect(iso(computeDueAt({ ...input, productCategories: ['hemp and THC'] }, short))).toBe(iso(at('2026-03-06T17:00:00-06:00')));
    // A category without a rule changes nothing; a looser category rule never loosens the lead time.
    expect(iso(computeDueAt({ ...input, productCategories: ['alcohol'] }, short))).toBe(iso(at('2026-03-09T13:00:00-05:00')));
    expect(iso(computeDueAt({ ...input, productCategories: ['hemp and THC'] }, { ...short, categoryLeadHours: [{ category: 'hemp and THC', hours: 1 }] }))).toBe(
      iso(at('2026-03-09T13:00:00-05:00')),
    );
  });

  it('without a run date is due the turnaround after submission (two working days by default)', () => {
    const due = computeDueAt({ submittedAt: at('2026-03-06T15:00:00-06:00'), runDate: null, productCategories: ['hemp and THC'] }, rules);
    // Friday 15:00 + 16 working hours: 2 on Friday, 8 on Monday, 6 on Tuesday.
    expect(iso(due)).toBe(iso(at('2026-03-10T15:00:00-05:00')));
  });

  it('is due at once when the run date is too close or already past', () => {
    const submittedAt = at('2026-03-09T10:00:00-05:00');
    expect(iso(computeDueAt({ submittedAt, runDate: '2026-03-10', productCategories: [] }, rules))).toBe(iso(submittedAt));
    expect(iso(computeDueAt({ submittedAt, runDate: '2026-01-01', productCategories: [] }, rules))).toBe(iso(submittedAt));
    expect(isOverdue(submittedAt, true, at('2026-03-09T10:00:01-05:00'))).toBe(true);
  });

  it('gives a track its own turnaround, never after the submission is due', () => {
    const opened = at('2026-03-02T10:00:00-06:00');
    expect(iso(computeTrackDueAt(opened, null, rules))).toBe(iso(at('2026-03-03T10:00:00-06:00')));
    expect(iso(computeTrackDueAt(opened, at('2026-03-02T15:00:00-06:00'), rules))).toBe(iso(at('2026-03-02T15:00:00-06:00')));
    expect(iso(computeTrackDueAt(opened, at('2026-02-27T15:00:00-06:00'), rules))).toBe(iso(opened));
  });

  it('counts only open work as overdue', () => {
    const past = at('2026-03-02T10:00:00Z');
    const now = at('2026-03-03T10:00:00Z');
    expect(isOverdue(past, true, now)).toBe(true);
    expect(isOverdue(past, false, now)).toBe(false);
    expect(isOverdue(null, true, now)).toBe(false);
    expect(isOverdue(at('2026-03-04T10:00:00Z'), true, now)).toBe(false);
  });
});

describe('due rules as an admin enters them', () => {
  const valid = { ...DEFAULT_DUE_RULES };
  const messages = (input: unknown) => {
    const result = ZDueRules.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts the defaults and tidies days and holidays', () => {
    expect(messages(valid)).toEqual([]);
    expect(ZDueRules.parse({ ...valid, workdays: [5, 1, 1], holidays: ['2026-12-25', '2026-01-01'] })).toMatchObject({ workdays: [1, 5], holidays: ['2026-01-01', '2026-12-25'] });
  });

  it('says what is wrong', () => {
    expect(messages({ ...valid, timeZone: 'Mars/Olympus' })).toEqual(['timeZone: Unknown time zone: use an IANA name such as America/Chicago']);
    expect(messages({ ...valid, workdays: [] })).toEqual(['workdays: Choose at least one working day']);
    expect(messages({ ...valid, dayStart: '17:00', dayEnd: '09:00' })).toEqual(['dayEnd: Closing time must be after opening time']);
    expect(messages({ ...valid, dayStart: '9am' })).toEqual(['dayStart: Opening time must be HH:MM (24-hour)']);
    expect(messages({ ...valid, holidays: ['25/12/2026'] })).toEqual(['holidays.0: Holidays must be dates (YYYY-MM-DD)']);
    expect(messages({ ...valid, leadBusinessHours: -1 })).toEqual(['leadBusinessHours: Lead time before the run date cannot be negative']);
    expect(messages({ ...valid, turnaroundBusinessHours: 0 })).toEqual(['turnaroundBusinessHours: Turnaround without a run date must be more than 0 hours']);
    expect(messages({ ...valid, categoryLeadHours: [{ category: 'hemp and THC', hours: 24 }, { category: 'hemp and THC', hours: 48 }] })).toEqual([
      'categoryLeadHours: Each product category can have one rule',
    ]);
    expect(messages({ ...valid, categoryLeadHours: [{ category: 'tobacco', hours: 24 }] })).toEqual(['categoryLeadHours.0.category: Unknown product category']);
  });
});

describe('who may hold work', () => {
  it('gives submissions to the review desk and tracks to their specialists', () => {
    expect(canHold(['reviewer'], 'submission')).toBe(true);
    expect(canHold(['standard'], 'submission')).toBe(false);
    expect(canHold(['legal_approver'], 'submission')).toBe(false);
    expect(canHold(['legal_approver'], 'legal')).toBe(true);
    expect(canHold(['superadmin'], 'legal')).toBe(false);
    expect(canHold(['creative_director'], 'technical')).toBe(false);
  });
});

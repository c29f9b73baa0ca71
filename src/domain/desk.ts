import { z } from 'zod';
import {
  addBusinessHours,
  isValidTimeZone,
  latestBusinessInstant,
  startOfLocalDate,
  subtractBusinessHours,
  type TBusinessCalendar,
} from './business-time';
import type { TSubmissionStatus, TTrackStatus, TTrackType } from './enums';
import { TRACK_TYPES } from './enums';
import type { TRole } from './roles';

/**
 * Product categories the engine infers from an ad (its analysis context's `productCategories`). The desk keys
 * stricter lead times on them; the engine's own table is held to these names by its test.
 */
export const PRODUCT_CATEGORIES = [
  'adult products and services',
  'alcohol',
  'contests and sweepstakes',
  'firearms and weapons',
  'gambling',
  'hemp and THC',
  'housing',
] as const;
export type TProductCategory = (typeof PRODUCT_CATEGORIES)[number];

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_LEAD_HOURS = 24 * 60;

const ZHours = (label: string) =>
  z
    .number({ error: `${label} must be a number of hours` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_LEAD_HOURS, `${label} must be at most ${MAX_LEAD_HOURS} hours`)
    .refine((v) => Number.isInteger(v * 4), `${label} must be in steps of a quarter hour`);

/**
 * When a decision is due, as an admin sets it in Settings: the desk's working clock, how far before the run date
 * a decision is due (working hours), the turnaround without a run date and for an escalation track (working hours),
 * and stricter lead times (plain hours before publication) for product categories the engine inferred.
 */
export const ZDueRules = z
  .object({
    timeZone: z
      .string({ error: 'Time zone is required' })
      .trim()
      .min(1, 'Time zone is required')
      .refine(isValidTimeZone, 'Unknown time zone: use an IANA name such as America/Chicago'),
    workdays: z
      .array(z.number().int().min(1).max(7), { error: 'Working days are required' })
      .min(1, 'Choose at least one working day')
      .transform((days) => [...new Set(days)].sort()),
    dayStart: z.string().regex(HHMM, 'Opening time must be HH:MM (24-hour)'),
    dayEnd: z.string().regex(HHMM, 'Closing time must be HH:MM (24-hour)'),
    holidays: z
      .array(z.iso.date('Holidays must be dates (YYYY-MM-DD)'))
      .max(500, 'At most 500 holidays')
      .transform((days) => [...new Set(days)].sort()),
    leadBusinessHours: ZHours('Lead time before the run date'),
    turnaroundBusinessHours: ZHours('Turnaround without a run date').refine((v) => v > 0, 'Turnaround without a run date must be more than 0 hours'),
    trackTurnaroundBusinessHours: ZHours('Escalation turnaround').refine((v) => v > 0, 'Escalation turnaround must be more than 0 hours'),
    categoryLeadHours: z
      .array(z.object({ category: z.enum(PRODUCT_CATEGORIES, { error: 'Unknown product category' }), hours: ZHours('Category lead time') }))
      .max(PRODUCT_CATEGORIES.length)
      .refine((rows) => new Set(rows.map((r) => r.category)).size === rows.length, 'Each product category can have one rule'),
  })
  .refine((v) => !HHMM.test(v.dayStart) || !HHMM.test(v.dayEnd) || v.dayStart < v.dayEnd, {
    message: 'Closing time must be after opening time',
    path: ['dayEnd'],
  });
export type TDueRules = z.infer<typeof ZDueRules>;

export const DEFAULT_DUE_RULES: TDueRules = {
  timeZone: 'America/Chicago',
  workdays: [1, 2, 3, 4, 5],
  dayStart: '09:00',
  dayEnd: '17:00',
  holidays: [],
  leadBusinessHours: 24,
  turnaroundBusinessHours: 16,
  trackTurnaroundBusinessHours: 8,
  // Hemp ads must be in at least 24 hours before publication; the decision with them.
  categoryLeadHours: [{ category: 'hemp and THC', hours: 24 }],
};

export const calendarOf = (rules: TDueRules): TBusinessCalendar => rules;

export interface TDueInput {
  submittedAt: Date;
  /** Planned publication date (YYYY-MM-DD), or null. */
  runDate: string | null;
  /** What the engine inferred the ad deals in; empty before the first analysis. */
  productCategories: readonly string[];
}

/**
 * When a submission's decision is due. With a run date: the stricter of the lead time in working hours before the
 * run date begins and each inferred category's lead time in hours before it (moved back to a working moment).
 * Without one: the turnaround in working hours from submission. Never before the submission arrived: a run date
 * already too close makes it due at once.
 */
export function computeDueAt(input: TDueInput, rules: TDueRules): Date {
  const calendar = calendarOf(rules);
  if (!input.runDate) return addBusinessHours(input.submittedAt, rules.turnaroundBusinessHours, calendar);
  const publication = startOfLocalDate(input.runDate, rules.timeZone);
  let due = subtractBusinessHours(publication, rules.leadBusinessHours, calendar);
  for (const rule of rules.categoryLeadHours) {
    if (!input.productCategories.includes(rule.category)) continue;
    const strict = latestBusinessInstant(new Date(publication.getTime() - rule.hours * 3_600_000), calendar);
    if (strict < due) due = strict;
  }
  return due < input.submittedAt ? new Date(input.submittedAt) : due;
}

/** An escalation track is due its turnaround after it opened, and never after the submission's own decision. */
export function computeTrackDueAt(openedAt: Date, submissionDueAt: Date | null, rules: TDueRules): Date {
  const own = addBusinessHours(openedAt, rules.trackTurnaroundBusinessHours, calendarOf(rules));
  const due = submissionDueAt && submissionDueAt < own ? submissionDueAt : own;
  return due < openedAt ? new Date(openedAt) : due;
}

export const DECIDED_SUBMISSION_STATUSES: readonly TSubmissionStatus[] = ['approved', 'rejected'];
export const CLOSED_TRACK_STATUSES: readonly TTrackStatus[] = ['approved', 'rejected'];

/** Overdue: still waiting for a decision after its due time. */
export function isOverdue(dueAt: Date | null, open: boolean, now: Date = new Date()): boolean {
  return open && dueAt !== null && dueAt.getTime() <= now.getTime();
}

// Assignment -----------------------------------------------------------------------------------------------

/** Who may hold a submission (the review desk) or a track (the track's specialists). */
export const ASSIGNABLE_ROLES: Record<'submission' | TTrackType, readonly TRole[]> = {
  submission: ['reviewer', 'admin', 'superadmin'],
  legal: ['legal_approver'],
  creative: ['creative_director'],
  technical: ['technical_reviewer'],
};
export type TAssignmentScope = keyof typeof ASSIGNABLE_ROLES;
export const ASSIGNMENT_SCOPES = ['submission', ...TRACK_TYPES] as const satisfies readonly TAssignmentScope[];

export function canHold(roles: readonly TRole[], scope: TAssignmentScope): boolean {
  return roles.some((role) => ASSIGNABLE_ROLES[scope].includes(role));
}

export const ZAssignRequest = z.object({
  userId: z.string({ error: 'userId is required (a user id, or null to release)' }).uuid('Please enter a valid UUID format').nullable(),
});
export type TAssignRequest = z.infer<typeof ZAssignRequest>;

export const ZAssignee = z.object({ id: z.string(), name: z.string() });
export type TAssignee = z.infer<typeof ZAssignee>;

export const ZAssigneesQuery = z.object({ scope: z.enum(ASSIGNMENT_SCOPES).default('submission') });

/** `?assignee=`: mine (or tracks of mine), a user's, or nobody's. */
export const ZAssigneeFilter = z.union([z.enum(['me', 'none']), z.string().uuid('assignee must be me, none or a user id')]);

export const LIST_SORTS = ['newest', 'due'] as const;
export type TListSort = (typeof LIST_SORTS)[number];

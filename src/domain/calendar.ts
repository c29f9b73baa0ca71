import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { PRIORITIES, type TSubmissionStatus, SUBMISSION_STATUSES } from './enums';
import { ZAssignee } from './desk';

/** The longest range one calendar request covers, in days (a month grid of six weeks fits, two months do). */
export const CALENDAR_MAX_DAYS = 62;

/** The most submissions one calendar reply lists; beyond it the reply says it is cut short. */
export const CALENDAR_ITEM_LIMIT = 2_000;

/**
 * What the publication calendar shows: every status but rejected. Approved ads run; every other status is still
 * undecided (pending, analysing, under review or escalated, waiting for a revision or a readable file, a failed
 * analysis to rerun), and an undecided ad on tomorrow's page is what the desk most needs to see. A rejected ad
 * never runs.
 */
export const CALENDAR_STATUSES = SUBMISSION_STATUSES.filter((s) => s !== 'rejected') as readonly TSubmissionStatus[];

const ZCalendarDate = (label: string) =>
  z.iso.date({
    error: (issue) => (issue.input === undefined ? `${label} is required (YYYY-MM-DD)` : `${label} must be a date (YYYY-MM-DD)`),
  });

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: both days included, `to` not before `from`, at most CALENDAR_MAX_DAYS days. */
export const ZCalendarQuery = z
  .object({
    from: ZCalendarDate('from'),
    to: ZCalendarDate('to'),
  })
  .superRefine((v, ctx) => {
    const span = differenceInCalendarDays(parseISO(v.to), parseISO(v.from)) + 1;
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (span > CALENDAR_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A calendar covers at most ${CALENDAR_MAX_DAYS} days: this range has ${span}` });
    }
  });
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>;

export const ZCalendarItem = z.object({
  id: z.string(),
  title: z.string(),
  submitterName: z.string().nullable(),
  submitterEmail: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  priority: z.enum(PRIORITIES),
  /** The publication date (YYYY-MM-DD): the day of the calendar it is listed under. */
  runDate: z.string(),
  dueAt: z.string().nullable(),
  /** Undecided and past its due time. */
  overdue: z.boolean(),
  /** The reviewer holding it; null while it is anyone's (and for readers outside the desk). */
  assignee: ZAssignee.nullable(),
});
export type TCalendarItem = z.infer<typeof ZCalendarItem>;

export const ZCalendarDay = z.object({
  date: z.string(),
  items: z.array(ZCalendarItem),
});
export type TCalendarDay = z.infer<typeof ZCalendarDay>;

export const ZCalendar = z.object({
  from: z.string(),
  to: z.string(),
  /** The publisher's time zone (the due rules'): run dates are its days. */
  timeZone: z.string(),
  /** Today's date in the publisher's time zone. */
  today: z.string(),
  /** Every day of the range in order, each with its submissions (open ones by due time first, then decided ones). */
  days: z.array(ZCalendarDay),
  /** More than CALENDAR_ITEM_LIMIT submissions matched: the later days are incomplete. */
  truncated: z.boolean(),
});
export type TCalendar = z.infer<typeof ZCalendar>;

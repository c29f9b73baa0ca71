import { addDays, format, parseISO } from 'date-fns';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { localDateOf } from '../../../domain/business-time';
import { CALENDAR_ITEM_LIMIT, CALENDAR_STATUSES, type TCalendar, type TCalendarDay, type TCalendarItem, type TCalendarQuery } from '../../../domain/calendar';
import { DECIDED_SUBMISSION_STATUSES, isOverdue } from '../../../domain/desk';
import type { TPriority, TSubmissionStatus } from '../../../domain/enums';
import { can } from '../../../domain/permissions';
import { dueSortKey, submissions, users } from '../../db/schema';
import { requireActor } from '../../platform/actor';
import type { Ctx } from '../../platform/context';
import { readDueRules, visibilityFilter } from '../submissions/index';

/** Every date from `from` to `to`, both included (YYYY-MM-DD). */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = parseISO(from); format(day, 'yyyy-MM-dd') <= to; day = addDays(day, 1)) dates.push(format(day, 'yyyy-MM-dd'));
  return dates;
}

/**
 * The submissions that run on each day of the range, as this actor may see them: approved and undecided ones
 * (CALENDAR_STATUSES). A run date is a date in the publisher's time zone, the day the paper carrying the ad is
 * out, so each submission is listed under its run date as stored; "today" is the publisher's today. Filtered,
 * ordered and capped in SQL on the run-date index.
 */
export async function getCalendar(ctx: Ctx, query: TCalendarQuery): Promise<TCalendar> {
  const actor = requireActor(ctx);
  const { db } = ctx.platform;
  const desk = can(actor, 'submission.view_all');
  const [rules, rows] = await Promise.all([
    readDueRules(db),
    db
      .select({
        id: submissions.id,
        title: submissions.title,
        submitterName: submissions.submitterName,
        submitterEmail: submissions.submitterEmail,
        status: submissions.status,
        priority: submissions.priority,
        runDate: submissions.runDate,
        dueAt: submissions.dueAt,
        assigneeId: submissions.assigneeId,
        assigneeName: users.username,
      })
      .from(submissions)
      .leftJoin(users, eq(users.id, submissions.assigneeId))
      .where(
        and(
          sql`${submissions.runDate} is not null`,
          between(submissions.runDate, query.from, query.to),
          inArray(submissions.status, [...CALENDAR_STATUSES]),
          visibilityFilter(actor),
        ),
      )
      .orderBy(asc(submissions.runDate), sql`${dueSortKey(submissions)}`, asc(submissions.title), asc(submissions.id))
      .limit(CALENDAR_ITEM_LIMIT + 1),
  ]);

  const now = new Date();
  const byDate = new Map<string, TCalendarItem[]>();
  for (const row of rows.slice(0, CALENDAR_ITEM_LIMIT)) {
    const status = row.status as TSubmissionStatus;
    const item: TCalendarItem = {
      id: row.id,
      title: row.title,
      submitterName: row.submitterName,
      submitterEmail: row.submitterEmail,
      status,
      priority: row.priority as TPriority,
      runDate: row.runDate!,
      dueAt: row.dueAt?.toISOString() ?? null,
      overdue: isOverdue(row.dueAt, !DECIDED_SUBMISSION_STATUSES.includes(status), now),
      // Who holds what is the desk's own business, as in the list.
      assignee: desk && row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? 'Former user' } : null,
    };
    const items = byDate.get(item.runDate);
    if (items) items.push(item);
    else byDate.set(item.runDate, [item]);
  }
  const days: TCalendarDay[] = datesBetween(query.from, query.to).map((date) => ({ date, items: byDate.get(date) ?? [] }));
  return {
    from: query.from,
    to: query.to,
    timeZone: rules.timeZone,
    today: localDateOf(now, rules.timeZone),
    days,
    truncated: rows.length > CALENDAR_ITEM_LIMIT,
  };
}

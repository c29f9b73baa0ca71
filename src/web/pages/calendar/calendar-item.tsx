import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { TCalendarItem } from '../../../domain/calendar';
import { DECIDED_SUBMISSION_STATUSES } from '../../../domain/desk';
import { DueBadge } from '../../components/due-badge';
import { SubmissionStatusBadge } from '../../components/submission-status-badge';

const isOpen = (item: TCalendarItem) => !DECIDED_SUBMISSION_STATUSES.includes(item.status);
const advertiserOf = (item: TCalendarItem) => item.submitterName ?? item.submitterEmail;

const LINK_CLASSES = 'rounded-sm font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** One ad in a month cell: its title (to its review page), status and, while undecided, when it is due. */
export function CalendarCellItem({ item }: { item: TCalendarItem }) {
  return (
    <li data-testid="calendar-item" data-status={item.status} className="space-y-1 rounded-md border bg-card p-1.5 text-xs shadow-xs">
      <Link to={`/review/${item.id}`} className={`block break-words ${LINK_CLASSES}`} title={`${item.title} · ${advertiserOf(item)}`}>
        {item.title}
      </Link>
      <div className="flex flex-wrap gap-1">
        <SubmissionStatusBadge status={item.status} className="px-1.5 text-[11px]" />
        <DueBadge dueAt={item.dueAt} overdue={item.overdue} open={isOpen(item)} compact className="px-1.5 text-[11px]" />
      </div>
    </li>
  );
}

/** One ad in a list (tomorrow's pages, the agenda): title, advertiser, status, due time and holder. */
export function CalendarRowItem({ item }: { item: TCalendarItem }) {
  return (
    <li data-testid="calendar-item" data-status={item.status} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Link to={`/review/${item.id}`} className={`min-w-0 break-words ${LINK_CLASSES}`}>
          {item.title}
        </Link>
        <SubmissionStatusBadge status={item.status} />
        <DueBadge dueAt={item.dueAt} overdue={item.overdue} open={isOpen(item)} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="break-all">{advertiserOf(item)}</span>
        {item.assignee && (
          <span className="flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Assigned to</span>
            {item.assignee.name}
          </span>
        )}
      </p>
    </li>
  );
}

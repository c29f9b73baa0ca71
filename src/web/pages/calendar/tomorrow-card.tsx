import { useQuery } from '@tanstack/react-query';
import { addDays, format, parseISO } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { DECIDED_SUBMISSION_STATUSES } from '../../../domain/desk';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { calendarQueryOptions } from '../../features/calendar/api';
import { CalendarRowItem } from './calendar-item';
import { isoDay, nextDay } from './calendar-dates';

/** "3 ads to run: 1 approved, 2 awaiting a decision (1 overdue)." with the parts that are nought left out. */
function summaryOf(total: number, undecided: number, overdue: number): string {
  if (total === 0) return 'Nothing is scheduled to run tomorrow.';
  const parts = [
    total > undecided && `${total - undecided} approved`,
    undecided > 0 && `${undecided} awaiting a decision${overdue ? ` (${overdue} overdue)` : ''}`,
  ].filter(Boolean);
  return `${total} ${total === 1 ? 'ad' : 'ads'} to run: ${parts.join(', ')}.`;
}

/**
 * Tomorrow's pages, whatever month the calendar shows. Asked for the reader's yesterday to the day after
 * tomorrow, so the publisher's tomorrow is in the answer even when the reader's zone is a day off from it.
 */
export function TomorrowCard({ browserToday }: { browserToday: Date }) {
  const query = useQuery(calendarQueryOptions(isoDay(addDays(browserToday, -1)), isoDay(addDays(browserToday, 2))));
  const tomorrow = query.data ? nextDay(query.data.today) : null;
  const items = query.data?.days.find((day) => day.date === tomorrow)?.items ?? [];
  const undecided = items.filter((item) => !DECIDED_SUBMISSION_STATUSES.includes(item.status));
  const overdue = items.filter((item) => item.overdue);

  return (
    <Card data-testid="tomorrow-card" aria-labelledby="tomorrow-heading" role="region">
      <CardHeader>
        <CardTitle id="tomorrow-heading" className="flex flex-wrap items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" />
          Tomorrow{tomorrow && <span className="font-normal text-muted-foreground">· {format(parseISO(tomorrow), 'EEEE, MMMM d')}</span>}
        </CardTitle>
        {query.isSuccess && (
          <CardDescription data-testid="tomorrow-summary">
            {summaryOf(items.length, undecided.length, overdue.length)}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending && (
          <div role="status" aria-label="Loading tomorrow's ads">
            <Skeleton className="h-12" />
          </div>
        )}
        {query.isError && <p className="text-sm text-destructive">Failed to load tomorrow's ads: {query.error.message}</p>}
        {items.length > 0 && (
          <ul className="divide-y" aria-label="Ads running tomorrow">
            {items.map((item) => (
              <CalendarRowItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addMonths, format, subMonths } from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CALENDAR_ITEM_LIMIT, type TCalendarItem } from '../../domain/calendar';
import { ErrorCard } from '../components/error-card';
import { PageHeader } from '../components/page-header';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useToday } from '../app/use-today';
import { calendarQueryOptions } from '../features/calendar/api';
import { useIsMobile } from '../lib/use-is-mobile';
import { AgendaList } from './calendar/agenda-list';
import { isoDay, monthFromParam, monthGrid, monthParam, nextDay } from './calendar/calendar-dates';
import { MonthGrid } from './calendar/month-grid';
import { TomorrowCard } from './calendar/tomorrow-card';

type TView = 'month' | 'agenda';

const NO_ITEMS: TCalendarItem[] = [];

/**
 * /calendar: approved and undecided ads by run date. A month grid on wide screens (or an agenda by choice,
 * ?view=agenda), the agenda under 768 px; ?month=YYYY-MM picks the month. Today and tomorrow are the
 * publisher's, from the server.
 */
export function CalendarPage() {
  const browserToday = useToday();
  const isMobile = useIsMobile();
  const [params] = useSearchParams();
  const month = monthFromParam(params.get('month'), browserToday);
  const chosenView: TView = params.get('view') === 'agenda' ? 'agenda' : 'month';
  const view: TView = isMobile ? 'agenda' : chosenView;
  const grid = monthGrid(month);
  const calendar = useQuery({ ...calendarQueryOptions(grid.from, grid.to), placeholderData: keepPreviousData });

  const today = calendar.data?.today ?? isoDay(browserToday);
  const tomorrow = nextDay(today);
  const byDate = useMemo(() => new Map(calendar.data?.days.map((day) => [day.date, day.items])), [calendar.data]);
  const hrefFor = (target: Date, targetView: TView = chosenView) => {
    const next = new URLSearchParams();
    next.set('month', monthParam(target));
    if (targetView === 'agenda') next.set('view', 'agenda');
    return `/calendar?${next}`;
  };
  const monthTitle = format(month, 'MMMM yyyy');

  let body;
  if (calendar.isPending) {
    body = (
      <div role="status" aria-label="Loading calendar">
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  } else if (calendar.isError) {
    body = <ErrorCard title="Failed to load the calendar" message={calendar.error.message} onRetry={() => void calendar.refetch()} />;
  } else if (view === 'agenda') {
    body = <AgendaList month={month} days={calendar.data.days} today={today} tomorrow={tomorrow} />;
  } else {
    const inMonth = calendar.data.days.some((day) => day.date.startsWith(monthParam(month)) && day.items.length > 0);
    body = (
      <div className="space-y-3">
        {!inMonth && (
          <p data-testid="calendar-empty" className="text-sm text-muted-foreground">
            Nothing is scheduled to run in {monthTitle}.
          </p>
        )}
        <Card>
          <CardContent className="overflow-x-auto p-3">
            <MonthGrid month={month} weeks={grid.weeks} itemsOn={(day) => byDate.get(day) ?? NO_ITEMS} today={today} tomorrow={tomorrow} labelledBy="calendar-month" />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Publication Calendar"
        subtitle={
          <>
            Approved ads and ads still awaiting a decision, by run date
            {calendar.data && <> (days in {calendar.data.timeZone})</>}
          </>
        }
      >
        {!isMobile && (
          <div role="group" aria-label="View" className="flex gap-1">
            <Button asChild size="sm" variant={view === 'month' ? 'default' : 'outline'}>
              <Link to={hrefFor(month, 'month')} aria-current={view === 'month' ? 'page' : undefined}>
                <CalendarDays aria-hidden="true" />
                Month
              </Link>
            </Button>
            <Button asChild size="sm" variant={view === 'agenda' ? 'default' : 'outline'}>
              <Link to={hrefFor(month, 'agenda')} aria-current={view === 'agenda' ? 'page' : undefined}>
                <List aria-hidden="true" />
                Agenda
              </Link>
            </Button>
          </div>
        )}
      </PageHeader>
      <div className="space-y-6">
        <TomorrowCard browserToday={browserToday} />
        <section aria-labelledby="calendar-month" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="calendar-month" aria-live="polite" className="text-xl font-semibold">
              {monthTitle}
            </h2>
            <nav aria-label="Months" className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={hrefFor(subMonths(month, 1))}>
                  <ChevronLeft aria-hidden="true" />
                  Previous month
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={hrefFor(browserToday)}>Today</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={hrefFor(addMonths(month, 1))}>
                  Next month
                  <ChevronRight aria-hidden="true" />
                </Link>
              </Button>
            </nav>
          </div>
          {calendar.data?.truncated && (
            <Alert variant="info">
              <AlertTitle>Only part of this month is shown</AlertTitle>
              <AlertDescription>More than {CALENDAR_ITEM_LIMIT.toLocaleString()} ads run in these weeks; the later days are incomplete.</AlertDescription>
            </Alert>
          )}
          {body}
        </section>
      </div>
    </>
  );
}

import { format, isSameMonth, parseISO } from 'date-fns';
import { CalendarX } from 'lucide-react';
import type { TCalendarDay } from '../../../domain/calendar';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { CalendarRowItem } from './calendar-item';

interface AgendaListProps {
  month: Date;
  days: TCalendarDay[];
  today: string;
  tomorrow: string;
}

/** The month as a list of the days that have ads (and today and tomorrow, always), for narrow screens. */
export function AgendaList({ month, days, today, tomorrow }: AgendaListProps) {
  const shown = days.filter((day) => isSameMonth(parseISO(day.date), month) && (day.items.length > 0 || day.date === today || day.date === tomorrow));
  if (!shown.some((day) => day.items.length > 0)) {
    return (
      <Card data-testid="calendar-empty">
        <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <CalendarX aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="max-w-md font-medium">Nothing is scheduled to run in {format(month, 'MMMM yyyy')}.</p>
          <p className="max-w-md text-sm text-muted-foreground">Ads with a run date appear here once submitted, until they are rejected.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ol className="space-y-4" aria-label={`Ads by run date, ${format(month, 'MMMM yyyy')}`}>
      {shown.map((day) => {
        const date = parseISO(day.date);
        const headingId = `agenda-${day.date}`;
        return (
          <li key={day.date}>
            <Card
              data-testid="agenda-day"
              data-date={day.date}
              className={cn(day.date === tomorrow && 'border-amber-600/40 dark:border-amber-400/40', day.date === today && 'border-primary')}
            >
              <CardContent className="space-y-3 p-4">
                <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
                  <time dateTime={day.date}>{format(date, 'EEEE, MMMM d')}</time>
                  {day.date === today && <Badge>Today</Badge>}
                  {day.date === tomorrow && (
                    <Badge variant="outline" className="border-amber-600/40 text-amber-900 dark:border-amber-400/40 dark:text-amber-100">
                      Tomorrow
                    </Badge>
                  )}
                </h3>
                {day.items.length > 0 ? (
                  <ul className="divide-y">
                    {day.items.map((item) => (
                      <CalendarRowItem key={item.id} item={item} />
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">Nothing scheduled.</p>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

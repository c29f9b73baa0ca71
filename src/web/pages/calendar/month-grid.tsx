import { format, isSameMonth } from 'date-fns';
import type { TCalendarItem } from '../../../domain/calendar';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';
import { CalendarCellItem } from './calendar-item';
import { isoDay } from './calendar-dates';

interface MonthGridProps {
  month: Date;
  weeks: Date[][];
  itemsOn: (day: string) => TCalendarItem[];
  today: string;
  tomorrow: string;
  labelledBy: string;
}

/**
 * The month as a table, a week a row, so a screen reader names each day's weekday from its column. Today is
 * ringed, tomorrow tinted; both say so in words.
 */
export function MonthGrid({ month, weeks, itemsOn, today, tomorrow, labelledBy }: MonthGridProps) {
  return (
    <table className="w-full table-fixed border-collapse" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {weeks[0].map((day) => (
            <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE')} className="pb-2 text-left text-xs font-medium text-muted-foreground">
              {format(day, 'EEE')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={isoDay(week[0])}>
            {week.map((day) => {
              const date = isoDay(day);
              const items = itemsOn(date);
              const isToday = date === today;
              const isTomorrow = date === tomorrow;
              const inMonth = isSameMonth(day, month);
              return (
                <td
                  key={date}
                  data-testid="calendar-day"
                  data-date={date}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'h-28 border border-border p-1.5 align-top',
                    !inMonth && 'bg-muted/40',
                    isTomorrow && 'bg-amber-50 dark:bg-amber-950/40',
                    isToday && 'outline-2 -outline-offset-2 outline-primary',
                  )}
                >
                  <div className="mb-1 flex flex-wrap items-center gap-1">
                    <span aria-hidden="true" className={cn('text-sm font-medium', !inMonth && 'text-muted-foreground', isToday && 'text-primary')}>
                      {format(day, 'd')}
                    </span>
                    <span className="sr-only">{format(day, 'EEEE, MMMM d')}</span>
                    {isToday && <Badge className="px-1.5 text-[11px]">Today</Badge>}
                    {isTomorrow && (
                      <Badge variant="outline" className="border-amber-600/40 px-1.5 text-[11px] text-amber-900 dark:border-amber-400/40 dark:text-amber-100">
                        Tomorrow
                      </Badge>
                    )}
                  </div>
                  {items.length > 0 ? (
                    <ul className="space-y-1" aria-label={`${items.length} ${items.length === 1 ? 'ad' : 'ads'} on ${format(day, 'MMMM d')}`}>
                      {items.map((item) => (
                        <CalendarCellItem key={item.id} item={item} />
                      ))}
                    </ul>
                  ) : (
                    <p className={cn('text-xs text-muted-foreground', !(isToday || isTomorrow) && 'sr-only')}>Nothing scheduled</p>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

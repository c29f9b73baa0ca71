import { differenceInCalendarDays, format, formatDistanceStrict, isToday, parseISO } from 'date-fns';
import { AlarmClock, CalendarClock, Clock } from 'lucide-react';
import { TONE_CLASSES } from './submission-status-badge';
import { Badge } from './ui/badge';
import { useToday } from '../app/use-today';

interface DueBadgeProps {
  dueAt: string | null;
  overdue: boolean;
  /** Still waiting for a decision: decided work shows no due badge. */
  open: boolean;
  className?: string;
  /** Only the state and the date, for a narrow place (a calendar cell); the time and the time left go in its title. */
  compact?: boolean;
}

/**
 * When a decision is due, in the reader's own time: Overdue (red), Due today (amber) or the date with the time
 * left. The whole wording is in the badge's text, so a screen reader says the same as the colour.
 */
export function DueBadge({ dueAt, overdue, open, className, compact = false }: DueBadgeProps) {
  // Re-renders at midnight, so 'Due today' does not linger into the next day.
  useToday();
  if (!dueAt || !open) return null;
  const due = parseISO(dueAt);
  const now = new Date();
  const at = <time dateTime={dueAt}>{isToday(due) ? format(due, 'h:mm a') : format(due, 'MMM d, h:mm a')}</time>;
  const title = compact ? `Due ${format(due, 'MMM d, h:mm a')}` : undefined;
  if (overdue || due.getTime() <= now.getTime()) {
    return (
      <Badge className={`${TONE_CLASSES.red} ${className ?? ''}`} data-testid="due-badge" data-due="overdue" title={title}>
        <AlarmClock aria-hidden="true" />
        {compact ? 'Overdue' : <>Overdue · was due {at}</>}
      </Badge>
    );
  }
  if (isToday(due)) {
    return (
      <Badge className={`${TONE_CLASSES.yellow} ${className ?? ''}`} data-testid="due-badge" data-due="today" title={title}>
        <Clock aria-hidden="true" />
        {compact ? 'Due today' : <>Due today {at} · {formatDistanceStrict(due, now)} left</>}
      </Badge>
    );
  }
  const days = differenceInCalendarDays(due, now);
  return (
    <Badge variant="outline" className={className} data-testid="due-badge" data-due="later" title={title}>
      <CalendarClock aria-hidden="true" />
      {compact ? <>Due <time dateTime={dueAt}>{format(due, 'MMM d')}</time></> : <>Due {at} · {days === 1 ? 'tomorrow' : `in ${days} days`}</>}
    </Badge>
  );
}

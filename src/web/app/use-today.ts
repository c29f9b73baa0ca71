import { useEffect, useState } from 'react';
import { addDays, startOfDay } from 'date-fns';

/** Today's date, rolling over at midnight for tabs left open overnight. */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const untilMidnight = addDays(startOfDay(today), 1).getTime() - Date.now();
    const timer = window.setTimeout(() => setToday(new Date()), Math.max(untilMidnight, 1000));
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}

import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, format, isValid, parse, parseISO, startOfMonth, startOfWeek } from 'date-fns';

/** A calendar day as the API names it. */
export const isoDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** `?month=YYYY-MM` as the first of that month; anything else is the month of `fallback`. */
export function monthFromParam(param: string | null, fallback: Date): Date {
  if (param && /^\d{4}-\d{2}$/.test(param)) {
    const month = parse(param, 'yyyy-MM', fallback);
    if (isValid(month)) return month;
  }
  return startOfMonth(fallback);
}

export const monthParam = (month: Date): string => format(month, 'yyyy-MM');

/** The month grid: whole weeks, Sunday to Saturday, from the week of the 1st to the week of the last day. */
export function monthGrid(month: Date): { from: string; to: string; weeks: Date[][] } {
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return { from: isoDay(days[0]), to: isoDay(days.at(-1)!), weeks };
}

/** The day after a YYYY-MM-DD date. */
export const nextDay = (day: string): string => isoDay(addDays(parseISO(day), 1));

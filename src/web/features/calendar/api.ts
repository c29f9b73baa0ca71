import { queryOptions } from '@tanstack/react-query';
import type { TCalendar } from '../../../domain/calendar';
import { apiGet } from '../../lib/api';
import { submissionKeys } from '../submissions/api';

// Under the submission lists' key, so whatever refreshes the lists after a decision refreshes the calendar too.
export const calendarKeys = {
  all: () => [...submissionKeys.lists(), 'calendar'] as const,
  range: (from: string, to: string) => [...calendarKeys.all(), from, to] as const,
};

/** Approved and undecided submissions by run date, from `from` to `to` (YYYY-MM-DD, both included). */
export function calendarQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: calendarKeys.range(from, to),
    queryFn: async () => (await apiGet<TCalendar>(`/api/calendar?${new URLSearchParams({ from, to })}`)).data,
  });
}

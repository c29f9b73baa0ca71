import { queryOptions } from '@tanstack/react-query';
import type { TAnalyticsSummary } from '../../../domain/analytics';
import type { TTurnaround } from '../../../domain/turnaround';
import { apiGet, isApiError, withMessage } from '../../lib/api';

export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: () => [...analyticsKeys.all, 'summary'] as const,
  turnaround: (from: string, to: string) => [...analyticsKeys.all, 'turnaround', from, to] as const,
};

// Counts move with every submission, so the dashboard reads them afresh whenever it opens.
export function analyticsSummaryQueryOptions() {
  return queryOptions({
    queryKey: analyticsKeys.summary(),
    queryFn: async () => {
      try {
        return (await apiGet<TAnalyticsSummary>('/api/analytics/summary')).data;
      } catch (error) {
        throw withMessage(error, 'Failed to fetch submissions data');
      }
    },
    staleTime: 0,
  });
}

/** Turnaround over a period of UTC days (YYYY-MM-DD, both included). */
export function turnaroundQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: analyticsKeys.turnaround(from, to),
    queryFn: async () => {
      try {
        const query = new URLSearchParams({ from, to });
        return (await apiGet<TTurnaround>(`/api/analytics/turnaround?${query}`)).data;
      } catch (error) {
        // A refused period keeps the server's message, which says what to change.
        throw isApiError(error) && error.status === 400 ? error : withMessage(error, 'Failed to fetch turnaround data');
      }
    },
    staleTime: 0,
  });
}

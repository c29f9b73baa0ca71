import { queryOptions } from '@tanstack/react-query';
import type { TAnalyticsSummary } from '../../../domain/analytics';
import { apiGet, withMessage } from '../../lib/api';

export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: () => [...analyticsKeys.all, 'summary'] as const,
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

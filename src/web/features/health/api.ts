import { queryOptions } from '@tanstack/react-query';
import type { THealth } from '../../../domain/settings';
import { apiGet } from '../../lib/api';


export const healthKeys = {
  all: ['health'] as const,
};

// Uptime moves on, so the card reads it afresh whenever it opens.
export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.all,
    queryFn: async () => (await apiGet<THealth>('/api/health')).data,
    staleTime: 0,
  });
}

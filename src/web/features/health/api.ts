import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

export interface THealth {
  status: string;
  database: string;
  version: string;
  uptimeSeconds: number;
}

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

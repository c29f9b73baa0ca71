import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TAuditEntry } from '../../../domain/audit';
import { apiGet, withMessage } from '../../lib/api';

const AUDIT_PAGE_SIZE = 25;

export const auditKeys = {
  all: ['audit'] as const,
  trail: () => [...auditKeys.all, 'trail'] as const,
  recent: (limit: number) => [...auditKeys.all, 'recent', limit] as const,
};

export interface TAuditPage {
  entries: TAuditEntry[];
  total: number;
  /** The server stopped counting a reader's own part of the trail at `total`. */
  totalIsLowerBound: boolean;
  nextCursor: string | null;
}

async function fetchAuditPage(limit: number, cursor?: string): Promise<TAuditPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  try {
    const reply = await apiGet<TAuditEntry[]>(`/api/audit?${params}`);
    return {
      entries: reply.data,
      total: reply.meta?.total ?? reply.data.length,
      totalIsLowerBound: reply.meta?.totalIsLowerBound ?? false,
      nextCursor: reply.meta?.nextCursor ?? null,
    };
  } catch (error) {
    throw withMessage(error, 'Failed to fetch audit trail');
  }
}

// The trail grows through everyone's actions, so it is refetched whenever a screen showing it opens.
export function auditTrailQueryOptions() {
  return infiniteQueryOptions({
    queryKey: auditKeys.trail(),
    queryFn: ({ pageParam }) => fetchAuditPage(AUDIT_PAGE_SIZE, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function recentAuditQueryOptions(limit: number) {
  return queryOptions({
    queryKey: auditKeys.recent(limit),
    queryFn: () => fetchAuditPage(limit),
    staleTime: 0,
  });
}

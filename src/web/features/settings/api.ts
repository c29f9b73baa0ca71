import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TOutboxEmail, TSecondOpinionSettings, TSecondOpinionSettingsRequest, TServiceStatus } from '../../../domain/settings';
import { apiGet, apiPut } from '../../lib/api';

const OUTBOX_PAGE_SIZE = 20;
/** Spec 2: the status cards refresh every second for the first three ticks, then every five seconds. */
const FAST_POLL_MS = 1000;
const FAST_POLL_TICKS = 3;
const SLOW_POLL_MS = 5000;

export const settingsKeys = {
  all: ['settings'] as const,
  services: () => [...settingsKeys.all, 'services'] as const,
  outbox: () => [...settingsKeys.all, 'outbox'] as const,
  secondOpinion: () => [...settingsKeys.all, 'second-opinion'] as const,
};

/** The language model asked for a second opinion (admins); the API key never comes back, only whether one is saved. */
export function secondOpinionQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.secondOpinion(),
    queryFn: async () => (await apiGet<TSecondOpinionSettings>('/api/settings/second-opinion')).data,
  });
}

export const saveSecondOpinion = (body: TSecondOpinionSettingsRequest) => apiPut<TSecondOpinionSettings>('/api/settings/second-opinion', body);

export function serviceStatusQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.services(),
    queryFn: async () => (await apiGet<TServiceStatus[]>('/api/settings/services')).data,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.dataUpdateCount + query.state.errorUpdateCount <= FAST_POLL_TICKS ? FAST_POLL_MS : SLOW_POLL_MS,
  });
}

export interface TOutboxPage {
  emails: TOutboxEmail[];
  total: number;
  nextCursor: string | null;
}

async function fetchOutboxPage(cursor?: string): Promise<TOutboxPage> {
  const params = new URLSearchParams({ limit: String(OUTBOX_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  const reply = await apiGet<TOutboxEmail[]>(`/api/admin/outbox?${params}`);
  return { emails: reply.data, total: reply.meta?.total ?? reply.data.length, nextCursor: reply.meta?.nextCursor ?? null };
}

// Every action of the platform may send email, so the outbox is read afresh whenever it is shown.
export function outboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: settingsKeys.outbox(),
    queryFn: ({ pageParam }) => fetchOutboxPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TImportProgress, TMailboxConfigView, TMailboxStatus, ZMailboxConfigRequest } from '../../../domain/mailbox';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';
import { auditKeys } from '../audit/api';
import { settingsKeys } from '../settings/api';

const STATUS_POLL_MS = 5000;
const IMPORT_POLL_MS = 1000;

export const mailboxKeys = {
  all: ['mailbox'] as const,
  status: () => [...mailboxKeys.all, 'status'] as const,
  config: () => [...mailboxKeys.all, 'config'] as const,
  importProgress: (jobId: string) => [...mailboxKeys.all, 'import', jobId] as const,
};

/** The monitor runs on the server; its state is polled while the settings screen is open. */
export function mailboxStatusQueryOptions() {
  return queryOptions({
    queryKey: mailboxKeys.status(),
    queryFn: async () => (await apiGet<TMailboxStatus>('/api/mailbox/status')).data,
    staleTime: 0,
    refetchInterval: STATUS_POLL_MS,
  });
}

export function mailboxConfigQueryOptions() {
  return queryOptions({
    queryKey: mailboxKeys.config(),
    queryFn: async () => (await apiGet<TMailboxConfigView>('/api/mailbox/config')).data,
    staleTime: 0,
  });
}

function importFinished(progress: TImportProgress | undefined): boolean {
  return progress?.state === 'completed' || progress?.state === 'failed';
}

/** One historical scan, polled every second until it completes or fails. */
export function importProgressQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: mailboxKeys.importProgress(jobId),
    queryFn: async () => (await apiGet<TImportProgress>(`/api/mailbox/import/${encodeURIComponent(jobId)}`)).data,
    staleTime: 0,
    refetchInterval: (query) => (importFinished(query.state.data) || query.state.status === 'error' ? false : IMPORT_POLL_MS),
  });
}

export const startMonitoring = () => apiPost<TMailboxStatus>('/api/mailbox/start');
export const stopMonitoring = () => apiPost<TMailboxStatus>('/api/mailbox/stop');
export const requestImport = (days: number) => apiPost<TImportProgress>('/api/mailbox/import', { days });
export type TMailboxConfigInput = z.input<typeof ZMailboxConfigRequest>;

export const saveMailboxConfig = (body: TMailboxConfigInput) => apiPut<TMailboxConfigView>('/api/mailbox/config', body);
export const removeMailboxConfig = () => apiDelete<null>('/api/mailbox/config');

/** Mailbox changes show in its status, the IMAP service card and the audit trail. */
export function invalidateMailbox(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
    queryClient.invalidateQueries({ queryKey: settingsKeys.services() }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]).then(() => undefined);
}

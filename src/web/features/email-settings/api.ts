import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TEmailSetting, TEmailSettingRequest, TTestEmailResult, ZTestEmailRequest } from '../../../domain/email-settings';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';
import { auditKeys } from '../audit/api';
import { settingsKeys } from '../settings/api';

export type TTestEmailRequest = z.input<typeof ZTestEmailRequest>;


export const emailSettingKeys = {
  all: ['email-settings'] as const,
  list: () => [...emailSettingKeys.all, 'list'] as const,
};

export function emailSettingsQueryOptions() {
  return queryOptions({
    queryKey: emailSettingKeys.list(),
    queryFn: async () => (await apiGet<TEmailSetting[]>('/api/email-settings')).data,
    staleTime: 0,
  });
}

const settingPath = (key: string) => `/api/email-settings/${encodeURIComponent(key)}`;

export const createEmailSetting = (body: TEmailSettingRequest) => apiPost<TEmailSetting>('/api/email-settings', body);
export const updateEmailSetting = (key: string, body: TEmailSettingRequest) => apiPut<TEmailSetting>(settingPath(key), body);
export const deleteEmailSetting = (key: string) => apiDelete<null>(settingPath(key));

export const sendTestEmail = (body: TTestEmailRequest) => apiPost<TTestEmailResult>('/api/test-email', body);

export function invalidateEmailSettings(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: emailSettingKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]).then(() => undefined);
}

/** A test email lands in the outbox whether or not it was delivered. */
export function invalidateOutbox(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: settingsKeys.outbox() });
}

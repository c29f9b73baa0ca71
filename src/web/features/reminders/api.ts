import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  TNotificationPreferences,
  TNotificationPreferencesView,
  TReminderSettings,
  TReminderSettingsView,
} from '../../../domain/reminders';
import { apiGet, apiPut } from '../../lib/api';
import { auditKeys } from '../audit/api';

export const reminderKeys = {
  all: ['reminders'] as const,
  settings: () => [...reminderKeys.all, 'settings'] as const,
  preferences: () => [...reminderKeys.all, 'preferences'] as const,
};

export function reminderSettingsQueryOptions() {
  return queryOptions({
    queryKey: reminderKeys.settings(),
    queryFn: async () => (await apiGet<TReminderSettingsView>('/api/settings/reminders')).data,
  });
}

/** Everyone's defaults changed: each user's own view of what applies is read afresh. */
export async function saveReminderSettings(queryClient: QueryClient, settings: TReminderSettings) {
  const reply = await apiPut<TReminderSettingsView>('/api/settings/reminders', settings);
  queryClient.setQueryData(reminderKeys.settings(), reply.data);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reminderKeys.preferences() }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]);
  return reply;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: reminderKeys.preferences(),
    queryFn: async () => (await apiGet<TNotificationPreferencesView>('/api/user/notification-preferences')).data,
  });
}

export async function saveNotificationPreferences(queryClient: QueryClient, preferences: TNotificationPreferences) {
  const reply = await apiPut<TNotificationPreferencesView>('/api/user/notification-preferences', preferences);
  queryClient.setQueryData(reminderKeys.preferences(), reply.data);
  await queryClient.invalidateQueries({ queryKey: auditKeys.all });
  return reply;
}

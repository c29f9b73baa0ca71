import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '../../../domain/auth';
import type { TRole } from '../../../domain/roles';
import {
  LOGIN_HISTORY_DEFAULT_LIMIT,
  type TApproveUserRequest,
  type TCreateUserRequest,
  type TLoginHistory,
  type TLoginRecord,
  type TLoginStats,
  type TRejectUserRequest,
} from '../../../domain/users';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../lib/api';
import { auditKeys } from '../audit/api';

export const userKeys = {
  all: ['users'] as const,
  active: () => [...userKeys.all, 'active'] as const,
  pending: () => [...userKeys.all, 'pending'] as const,
  loginStats: () => [...userKeys.all, 'login-stats'] as const,
  recentLogins: () => [...userKeys.all, 'recent-logins'] as const,
  loginHistory: (userId: string) => [...userKeys.all, 'login-history', userId] as const,
};

// Accounts change through other admins and new registrations, so the screen reads them afresh when it opens.
export function activeUsersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.active(),
    queryFn: async () => (await apiGet<TPublicUser[]>('/api/admin/users')).data,
    staleTime: 0,
  });
}

export function pendingUsersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.pending(),
    queryFn: async () => (await apiGet<TPublicUser[]>('/api/admin/pending-users')).data,
    staleTime: 0,
  });
}

export function loginStatsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.loginStats(),
    queryFn: async () => (await apiGet<TLoginStats>('/api/admin/login-stats')).data,
    staleTime: 0,
  });
}

export function recentLoginsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.recentLogins(),
    queryFn: async () => (await apiGet<TLoginRecord[]>('/api/admin/recent-logins')).data,
    staleTime: 0,
  });
}

export function loginHistoryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.loginHistory(userId),
    queryFn: async () =>
      (await apiGet<TLoginHistory>(`/api/admin/users/${encodeURIComponent(userId)}/login-history?limit=${LOGIN_HISTORY_DEFAULT_LIMIT}`)).data,
    staleTime: 0,
  });
}

export const createUser = (body: TCreateUserRequest) => apiPost<TPublicUser>('/api/admin/users', body);
export const deleteUser = (id: string) => apiDelete<null>(`/api/admin/users/${encodeURIComponent(id)}`);
export const updateUserRoles = (id: string, roles: TRole[]) =>
  apiPatch<TPublicUser>(`/api/admin/users/${encodeURIComponent(id)}/roles`, { roles });
export const approveUser = (body: TApproveUserRequest) => apiPost<TPublicUser>('/api/admin/approve-user', body);
export const rejectUser = (body: TRejectUserRequest) => apiPost<null>('/api/admin/reject-user', body);

/** Every user list and count may change after a user mutation, and each one writes an audit entry. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]).then(() => undefined);
}

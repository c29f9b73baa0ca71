import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  TChangePasswordRequest,
  TForgotPasswordRequest,
  TLoginRequest,
  TPublicUser,
  TRegisterRequest,
  TRegisterResponse,
  TResetPasswordRequest,
  TVerifyEmailRequest,
} from '../../../domain/auth';
import { apiGet, apiPost, isApiError } from '../../lib/api';

const SESSION_FRESH_MS = 5 * 60 * 1000;

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  registerStatus: () => [...authKeys.all, 'register-status'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};

async function fetchCurrentUser(): Promise<TPublicUser | null> {
  try {
    return (await apiGet<TPublicUser>('/api/user')).data;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** The signed-in user, or null; a 401 means "signed out", not an error (spec 1 section 4). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.user(),
    queryFn: fetchCurrentUser,
    staleTime: SESSION_FRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

export function registerStatusQueryOptions() {
  return queryOptions({
    queryKey: authKeys.registerStatus(),
    queryFn: async () => (await apiGet<{ isFirstUser: boolean }>('/api/register/status')).data,
    staleTime: 0,
  });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: async () => (await apiPost<{ valid: boolean }>('/api/reset-password/check', { token })).data,
    staleTime: 0,
    gcTime: 0,
  });
}

export const login = (body: TLoginRequest) => apiPost<TPublicUser>('/api/login', body);
export const register = (body: TRegisterRequest) => apiPost<TRegisterResponse>('/api/register', body);
export const logout = () => apiPost<unknown>('/api/logout');
export const changePassword = (body: TChangePasswordRequest) => apiPost<unknown>('/api/change-password', body);
export const requestPasswordReset = (body: TForgotPasswordRequest) => apiPost<unknown>('/api/forgot-password', body);
export const resetPassword = (body: TResetPasswordRequest) => apiPost<unknown>('/api/reset-password', body);
export const verifyEmail = (body: TVerifyEmailRequest) => apiPost<null>('/api/verify-email', body);
export const resendVerificationLink = () => apiPost<null>('/api/user/email/verification');

/** Data loaded for a previous user must never show for the next one, so everything but auth state goes. */
export function startSession(queryClient: QueryClient, user: TPublicUser): void {
  signedOutOnPurpose = false;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData(authKeys.user(), user);
}

let signedOutOnPurpose = false;

/**
 * Drop the session in the web app. After a deliberate sign-out the next person to sign in starts on the
 * dashboard, not on the page the last user left (see `wasSignedOutOnPurpose`).
 */
export function endSession(queryClient: QueryClient, reason: 'signed_out' | 'expired' = 'signed_out'): void {
  signedOutOnPurpose = reason === 'signed_out';
  queryClient.setQueryData(authKeys.user(), null);
}

/** Whether the last session ended by a sign-out (until the next sign-in). */
export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/**
 * Spec defaults: data never goes stale on its own, nothing is retried or refetched on window focus.
 * A 401 on any query means the session ended elsewhere (expiry, password reset), so the caller drops the user.
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error, 401)) onUnauthorized();
      },
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

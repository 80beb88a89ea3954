import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/**
 * Client errors (4xx) are answers, not glitches: never retried. Server errors get one more try;
 * network failures were already retried once by the api client.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status >= 500 && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      // Offline, a change fails at once with "you are offline" (the api client refuses to send) and
      // the screen offers a retry, instead of waiting unseen for the network (issue 14 point 2).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

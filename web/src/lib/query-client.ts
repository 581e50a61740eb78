import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

// A 4xx answer will not change on retry; only lost connections and 5xx get one more try.
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

// Spec section 9: cached data never goes stale, no interval refetch, no refetch on
// window focus, no retries. Mutations invalidate what they change.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

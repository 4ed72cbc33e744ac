import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

// Spec section 9: cached data never goes stale, no interval refetch, no refetch on
// window focus, no retries. Mutations invalidate what they change.
// `Client`: the server's renderer passes its own subclass (app/server-render.tsx).
export function createQueryClient(Client: typeof QueryClient = QueryClient) {
  return new Client({
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


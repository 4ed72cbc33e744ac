import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '#contracts/auth';
import { authApi } from './endpoints.ts';
import { getQueryFn } from '#web/lib/api-client.ts';

/** The signed-in user, or null without a session (the spec loader's returnNull mode). */
export const sessionQueryOptions = queryOptions({
  queryKey: [authApi.me.path],
  queryFn: getQueryFn<SessionUser>({ on401: 'returnNull' }),
});

export const useSession = () => useQuery(sessionQueryOptions);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { authApi } from './endpoints.ts';
import { paths, storageKeys } from '#web/lib/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionQueryOptions } from './get-session.ts';

/** Ends the server session, forgets `userRole` and goes to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest(authApi.logout),
    onSettled: () => {
      localStorage.removeItem(storageKeys.userRole);
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      navigate(paths.home);
    },
  });
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type OutboxQuery } from '#contracts/admin';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminQueryKey } from './get-dashboard.ts';

export const listOutbox = (query: OutboxQuery) => apiRequest(adminEndpoints.listEmails, { query });

export const outboxQueryOptions = (query: OutboxQuery) =>
  queryOptions({ queryKey: [...adminQueryKey, 'emails', query], queryFn: () => listOutbox(query), placeholderData: keepPreviousData });

export const useOutbox = (query: OutboxQuery) => useQuery(outboxQueryOptions(query));

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(adminEndpoints.retryEmail, { params: { id } }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminQueryKey }), queryClient.invalidateQueries({ queryKey: ['audit'] })]);
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints } from '#contracts/moderation';
import { apiRequest } from '#web/lib/api-client.ts';
import { moderationQueryKey } from './get-moderation-courses.ts';

export const getMyIdentity = () => apiRequest(moderationEndpoints.myIdentity);

export const myIdentityQueryOptions = () => queryOptions({ queryKey: [...moderationQueryKey, 'me'], queryFn: getMyIdentity });

export const useMyIdentity = () => useQuery(myIdentityQueryOptions());

export const submitIdentity = (cpf: string) => apiRequest(moderationEndpoints.submitIdentity, { body: { cpf } });

/** Sends the CPF; the profile (which shows the CPF) is refreshed too. */
export function useSubmitIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdentity,
    onSuccess: (identity) => {
      queryClient.setQueryData(myIdentityQueryOptions().queryKey, identity);
      // The users feature's profile query ('users', 'me', 'profile') shows the CPF.
      void queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
    },
  });
}

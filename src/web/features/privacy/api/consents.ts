import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consentEndpoints, type ConsentPurpose } from '#contracts/consents';
import { apiRequest } from '#web/lib/api-client.ts';

export const consentsQueryOptions = queryOptions({
  queryKey: ['privacy', 'consents'],
  queryFn: () => apiRequest(consentEndpoints.mine),
});

export const useConsents = () => useQuery(consentsQueryOptions);

export const useDecideConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, granted }: { purpose: ConsentPurpose; granted: boolean }) => apiRequest(consentEndpoints.decide, { params: { purpose }, body: { granted } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['privacy'] }),
  });
};

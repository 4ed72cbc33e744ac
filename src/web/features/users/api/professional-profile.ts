import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userEndpoints, type ProfessionalProfileUpdateInput } from '#contracts/users';
import { apiRequest } from '#web/lib/api-client.ts';
import { usersQueryKey } from './get-profile.ts';

export const professionalProfileQueryOptions = queryOptions({
  queryKey: [...usersQueryKey, 'me', 'professional'],
  queryFn: () => apiRequest(userEndpoints.professionalProfile),
});

export const useProfessionalProfile = () => useQuery(professionalProfileQueryOptions);

export const updateProfessionalProfile = (body: ProfessionalProfileUpdateInput) => apiRequest(userEndpoints.updateProfessionalProfile, { body });

export function useUpdateProfessionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfessionalProfile,
    onSuccess: (saved) => queryClient.setQueryData(professionalProfileQueryOptions.queryKey, saved),
  });
}

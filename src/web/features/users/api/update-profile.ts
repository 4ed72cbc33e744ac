import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '#contracts/auth';
import { userEndpoints, type ProfileUpdateInput } from '#contracts/users';
import { apiRequest } from '#web/lib/api-client.ts';
import { myProfileQueryOptions } from './get-profile.ts';

export const updateMyProfile = (body: ProfileUpdateInput) => apiRequest(userEndpoints.updateMyProfile, { body });

/** Saves the profile; the header's name and e-mail come from the session, so it refreshes too. */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryOptions.queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: [authEndpoints.me.path] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints, type PasswordChangeInput } from '#contracts/users';
import { apiRequest } from '#web/lib/api-client.ts';
import { securityStatusQueryOptions } from './get-security-status.ts';

export const changePassword = (body: PasswordChangeInput) => apiRequest(userEndpoints.changePassword, { body });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityStatusQueryOptions.queryKey }),
  });
}

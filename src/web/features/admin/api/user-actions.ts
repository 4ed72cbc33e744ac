import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type CreateUserInput, type SuspendUserInput, type UpdateUserInput } from '#contracts/admin';
import { privacyAdminEndpoints } from '#contracts/privacy';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminQueryKey } from './get-dashboard.ts';

// Every change refreshes the admin area (lists, dashboard) and the audit log.
function useAdminMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminQueryKey }), queryClient.invalidateQueries({ queryKey: ['audit'] }), queryClient.invalidateQueries({ queryKey: ['privacy'] })]);
    },
  });
}

export const useCreateUser = () => useAdminMutation((body: CreateUserInput) => apiRequest(adminEndpoints.createUser, { body }));

export const useUpdateUser = () =>
  useAdminMutation(({ id, ...body }: UpdateUserInput & { id: string }) => apiRequest(adminEndpoints.updateUser, { params: { id }, body }));

export const useSuspendUser = () =>
  useAdminMutation(({ id, ...body }: SuspendUserInput & { id: string }) => apiRequest(adminEndpoints.suspendUser, { params: { id }, body }));

export const useReactivateUser = () =>
  useAdminMutation(({ id, version }: { id: string; version: number }) => apiRequest(adminEndpoints.reactivateUser, { params: { id }, body: { version } }));

export const useResetUserPassword = () =>
  useAdminMutation(({ id, version }: { id: string; version: number }) => apiRequest(adminEndpoints.resetPassword, { params: { id }, body: { version } }));

/** LGPD: the holder's account erased at once on a request received elsewhere, with the reason (audited). */
export const useEraseUser = () =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) => apiRequest(privacyAdminEndpoints.eraseUser, { params: { id }, body: { reason } }));

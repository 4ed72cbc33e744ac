import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints, type TotpDisableInput } from '#contracts/users';
import { apiRequest } from '#web/lib/api-client.ts';
import { securityStatusQueryOptions } from './get-security-status.ts';

// The 2FA operations: setup (secret + QR), enable (code → recovery codes), disable, new codes.
export const startTotpSetup = () => apiRequest(userEndpoints.totpSetup);
export const enableTotp = (code: string) => apiRequest(userEndpoints.totpEnable, { body: { code } });
export const disableTotp = (body: TotpDisableInput) => apiRequest(userEndpoints.totpDisable, { body });
export const regenerateRecoveryCodes = (code: string) => apiRequest(userEndpoints.regenerateRecoveryCodes, { body: { code } });

function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityStatusQueryOptions.queryKey });
}

export const useStartTotpSetup = () => useMutation({ mutationFn: startTotpSetup });
export function useEnableTotp() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: enableTotp, onSuccess: refresh });
}
export function useDisableTotp() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: disableTotp, onSuccess: refresh });
}
export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: refresh });
}

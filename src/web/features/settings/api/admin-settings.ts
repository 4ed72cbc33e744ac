import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSettingsEndpoints as e,
  type EmailSettingsInput,
  type PlatformSettingsInput,
  type PolicySettingsInput,
  type RetentionSettingsInput,
  type SecuritySettingsInput,
} from '#contracts/settings';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicSettingsQueryOptions } from './get-public-settings.ts';

// The admin's settings page: one read and one save per tab (section), each with the
// version it was read at, so a save over someone else's answers 409.

export const adminSettingsQueryKey = ['settings', 'admin'] as const;

export const platformSettingsQueryOptions = queryOptions({ queryKey: [...adminSettingsQueryKey, 'platform'], queryFn: () => apiRequest(e.getPlatform) });
export const emailSettingsQueryOptions = queryOptions({ queryKey: [...adminSettingsQueryKey, 'email'], queryFn: () => apiRequest(e.getEmail) });
export const securitySettingsQueryOptions = queryOptions({ queryKey: [...adminSettingsQueryKey, 'security'], queryFn: () => apiRequest(e.getSecurity) });
export const policySettingsQueryOptions = queryOptions({ queryKey: [...adminSettingsQueryKey, 'policies'], queryFn: () => apiRequest(e.getPolicies) });
export const retentionSettingsQueryOptions = queryOptions({ queryKey: [...adminSettingsQueryKey, 'retention'], queryFn: () => apiRequest(e.getRetention) });
export const policyHistoryQueryOptions = queryOptions({ queryKey: [...adminSettingsQueryKey, 'policies', 'history'], queryFn: () => apiRequest(e.policyHistory) });

export const usePlatformSettings = () => useQuery(platformSettingsQueryOptions);
export const useEmailSettings = () => useQuery(emailSettingsQueryOptions);
export const useSecuritySettings = () => useQuery(securitySettingsQueryOptions);
export const usePolicySettings = () => useQuery(policySettingsQueryOptions);
export const usePolicyHistory = () => useQuery(policyHistoryQueryOptions);
export const useRetentionSettings = () => useQuery(retentionSettingsQueryOptions);

/** After a save the tab shows the saved values, and what every page reads (brand, policy pages) is fetched again. */
function useSave<TBody, TResult>(queryKey: readonly unknown[], save: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['settings', 'policy'] });
      void queryClient.invalidateQueries({ queryKey: policyHistoryQueryOptions.queryKey });
      // "Meus dados" shows the retention periods; the audit page lists the save.
      void queryClient.invalidateQueries({ queryKey: ['privacy'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export const useSavePlatformSettings = () => useSave(platformSettingsQueryOptions.queryKey, (body: PlatformSettingsInput) => apiRequest(e.savePlatform, { body }));
export const useSaveEmailSettings = () => useSave(emailSettingsQueryOptions.queryKey, (body: EmailSettingsInput) => apiRequest(e.saveEmail, { body }));
export const useSaveSecuritySettings = () => useSave(securitySettingsQueryOptions.queryKey, (body: SecuritySettingsInput) => apiRequest(e.saveSecurity, { body }));
export const useSavePolicySettings = () => useSave(policySettingsQueryOptions.queryKey, (body: PolicySettingsInput) => apiRequest(e.savePolicies, { body }));

export const useSaveRetentionSettings = () => useSave(retentionSettingsQueryOptions.queryKey, (body: RetentionSettingsInput) => apiRequest(e.saveRetention, { body }));

export const useSendTestEmail = () => useMutation({ mutationFn: () => apiRequest(e.sendTestEmail) });

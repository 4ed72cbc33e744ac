import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { privacyAdminEndpoints, type DATA_REQUEST_KINDS, type DATA_REQUEST_STATUSES } from '#contracts/privacy';
import { adminSettingsEndpoints, type RetentionSettingsInput } from '#contracts/settings';
import { apiRequest } from '#web/lib/api-client.ts';

export interface DataRequestsFilter {
  kind?: (typeof DATA_REQUEST_KINDS)[number];
  status?: (typeof DATA_REQUEST_STATUSES)[number];
}

export const dataRequestsQueryOptions = (filter: DataRequestsFilter = {}) => queryOptions({
  queryKey: ['privacy', 'admin', 'requests', filter],
  queryFn: () => apiRequest(privacyAdminEndpoints.requests, { query: filter }),
});

export const useDataRequests = (filter: DataRequestsFilter = {}) => useQuery(dataRequestsQueryOptions(filter));

const retentionKey = ['privacy', 'admin', 'retention'] as const;

export const useRetentionSettings = () => useQuery({ queryKey: retentionKey, queryFn: () => apiRequest(adminSettingsEndpoints.getRetention, {}) });

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettingsInput) => apiRequest(adminSettingsEndpoints.saveRetention, { body }),
    onSuccess: (saved) => queryClient.setQueryData(retentionKey, saved),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['privacy'] }), queryClient.invalidateQueries({ queryKey: ['audit'] })]),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyKind } from '#contracts/policies';
import { settingsEndpoints } from '#contracts/settings';
import { apiRequest } from '#web/lib/api-client.ts';

export const policyQueryOptions = (policy: PolicyKind) =>
  queryOptions({ queryKey: ['settings', 'policy', policy], queryFn: () => apiRequest(settingsEndpoints.policy, { params: { policy } }) });

export const usePolicy = (policy: PolicyKind) => useQuery(policyQueryOptions(policy));

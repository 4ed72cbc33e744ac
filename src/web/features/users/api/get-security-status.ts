import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '#contracts/users';
import { apiRequest } from '#web/lib/api-client.ts';
import { usersQueryKey } from './get-profile.ts';

export const securityStatusQueryOptions = queryOptions({
  queryKey: [...usersQueryKey, 'me', 'security'],
  queryFn: () => apiRequest(userEndpoints.security),
});

export const useSecurityStatus = () => useQuery(securityStatusQueryOptions);

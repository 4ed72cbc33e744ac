import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyAdminEndpoints } from '#contracts/privacy';
import { apiRequest } from '#web/lib/api-client.ts';

export const dataRequestsQueryOptions = queryOptions({
  queryKey: ['privacy', 'admin', 'requests'],
  queryFn: () => apiRequest(privacyAdminEndpoints.requests, { query: {} }),
});

export const useDataRequests = () => useQuery(dataRequestsQueryOptions);

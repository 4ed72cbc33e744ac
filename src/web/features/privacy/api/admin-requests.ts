import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyAdminEndpoints, type DATA_REQUEST_KINDS, type DATA_REQUEST_STATUSES } from '#contracts/privacy';
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/admin';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every admin query key starts here, so a change can refresh the whole area. */
export const adminQueryKey = ['admin'] as const;

export const getAdminDashboard = () => apiRequest(adminEndpoints.dashboard);

export const adminDashboardQueryOptions = () => queryOptions({ queryKey: [...adminQueryKey, 'dashboard'], queryFn: getAdminDashboard });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());

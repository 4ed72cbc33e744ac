import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, type AdminUserQuery } from '#contracts/admin';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminQueryKey } from './get-dashboard.ts';

export const listAdminUsers = (query: AdminUserQuery) => apiRequest(adminEndpoints.listUsers, { query });

export const adminUsersQueryOptions = (query: AdminUserQuery) =>
  queryOptions({ queryKey: [...adminQueryKey, 'users', query], queryFn: () => listAdminUsers(query), placeholderData: keepPreviousData });

export const useAdminUsers = (query: AdminUserQuery) => useQuery(adminUsersQueryOptions(query));

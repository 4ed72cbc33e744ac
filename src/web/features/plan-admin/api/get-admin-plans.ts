import { queryOptions, useQuery } from '@tanstack/react-query';
import { planAdminEndpoints } from '#contracts/plan-admin';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every plan-admin query key starts here. */
export const planAdminQueryKey = ['plan-admin'] as const;

export const getAdminPlans = () => apiRequest(planAdminEndpoints.listPlans);

export const adminPlansQueryOptions = () => queryOptions({ queryKey: [...planAdminQueryKey, 'plans'], queryFn: getAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());

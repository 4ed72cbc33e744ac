import { queryOptions, useQuery } from '@tanstack/react-query';
import { planAdminEndpoints } from '#contracts/plan-admin';
import { apiRequest } from '#web/lib/api-client.ts';
import { planAdminQueryKey } from './get-admin-plans.ts';

export const getAdminCoupons = () => apiRequest(planAdminEndpoints.listCoupons);

export const adminCouponsQueryOptions = () => queryOptions({ queryKey: [...planAdminQueryKey, 'coupons'], queryFn: getAdminCoupons });

export const useAdminCoupons = () => useQuery(adminCouponsQueryOptions());

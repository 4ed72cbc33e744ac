import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingEndpoints, type Plan } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export const getPlans = (): Promise<Plan[]> => apiRequest(billingEndpoints.plans);

export const plansQueryOptions = queryOptions({ queryKey: billingKeys.plans, queryFn: getPlans });

export const usePlans = () => useQuery(plansQueryOptions);

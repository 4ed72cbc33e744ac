import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingEndpoints } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export type SubscriptionAccess = 'active' | 'expired' | 'none';

export const getAccess = async (): Promise<SubscriptionAccess> => (await apiRequest(billingEndpoints.access)).access;

export const accessQueryOptions = queryOptions({ queryKey: billingKeys.access, queryFn: getAccess });

/** Whether the student may open premium courses now (premium / expired overlays). */
export const useSubscriptionAccess = () => useQuery(accessQueryOptions);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingEndpoints, type Subscription } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export const getSubscription = async (): Promise<Subscription | null> => (await apiRequest(billingEndpoints.subscription)).subscription;

export const subscriptionQueryOptions = queryOptions({ queryKey: billingKeys.subscription, queryFn: getSubscription });

/** The signed-in student's subscription (null without one). */
export const useSubscription = (options: { enabled?: boolean } = {}) => useQuery({ ...subscriptionQueryOptions, enabled: options.enabled ?? true });

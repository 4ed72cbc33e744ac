import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingEndpoints, type Payment } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export const listPayments = (): Promise<Payment[]> => apiRequest(billingEndpoints.payments);

export const paymentsQueryOptions = queryOptions({ queryKey: billingKeys.payments, queryFn: listPayments });

export const usePayments = () => useQuery(paymentsQueryOptions);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingEndpoints, type Payment } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export const listPayments = (): Promise<Payment[]> => apiRequest(billingEndpoints.payments);

export const paymentsQueryOptions = queryOptions({ queryKey: billingKeys.payments, queryFn: listPayments });

export const usePayments = () => useQuery(paymentsQueryOptions);

/** The newest first Pix/boleto (checkout) still waiting to be paid and not past its expiry; null if none. */
export function pendingFirstCharge(payments: Payment[] | undefined, now = Date.now()): Payment | null {
  return (
    payments?.find(
      (p) => p.kind === 'checkout' && p.status === 'pendente' && p.method !== 'card' && (p.expiresAt === null || new Date(p.expiresAt).getTime() > now),
    ) ?? null
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints, type CheckoutBody, type CheckoutResult } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export const checkout = (body: CheckoutBody): Promise<CheckoutResult> => apiRequest(billingEndpoints.checkout, { body });

/** A fresh idempotency key per checkout attempt (works without a secure context too). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: (result) => {
      queryClient.setQueryData(billingKeys.subscription, result.subscription);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints, type CardInput, type PaymentMethod } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export const updatePaymentMethod = (card: CardInput): Promise<PaymentMethod> => apiRequest(billingEndpoints.updatePaymentMethod, { body: card });

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints, type PaymentMethod, type PaymentMethodUpdate } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export const updatePaymentMethod = (body: PaymentMethodUpdate): Promise<PaymentMethod> => apiRequest(billingEndpoints.updatePaymentMethod, { body });

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}

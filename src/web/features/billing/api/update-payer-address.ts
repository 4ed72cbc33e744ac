import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints, type PayerAddress, type SavedPayerAddress } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export const updatePayerAddress = (body: PayerAddress): Promise<SavedPayerAddress> => apiRequest(billingEndpoints.updatePayerAddress, { body });

export function useUpdatePayerAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayerAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}

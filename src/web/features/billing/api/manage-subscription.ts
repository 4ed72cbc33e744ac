import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints, type Subscription } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

// 'Mudar Plano', 'Cancelar Assinatura' and 'Reativar Assinatura': each answers the updated subscription.

export const changePlan = (planId: string): Promise<Subscription> => apiRequest(billingEndpoints.changePlan, { body: { planId } });
export const cancelSubscription = (): Promise<Subscription> => apiRequest(billingEndpoints.cancel);
export const resumeSubscription = (): Promise<Subscription> => apiRequest(billingEndpoints.resume);

function useSubscriptionMutation<T>(mutationFn: (input: T) => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingKeys.subscription, subscription);
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export const useChangePlan = () => useSubscriptionMutation(changePlan);
export const useCancelSubscription = () => useSubscriptionMutation(() => cancelSubscription());
export const useResumeSubscription = () => useSubscriptionMutation(() => resumeSubscription());

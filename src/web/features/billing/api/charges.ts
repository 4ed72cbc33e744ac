import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints, type Charge, type ChargeBody, type InstalmentOption } from '#contracts/billing';
import { apiRequest, downloadFile, endpointUrl } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

// Pix and boleto charges (issued, then paid by the provider's webhook), and the card's instalments.

export const issueCharge = (body: ChargeBody): Promise<Charge> => apiRequest(billingEndpoints.createCharge, { body });

export function useIssueCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCharge,
    onSuccess: (charge) => {
      queryClient.setQueryData(billingKeys.charge(charge.payment.id), charge);
      void queryClient.invalidateQueries({ queryKey: billingKeys.payments });
    },
  });
}

/** A charge while it is pending: polled every 3 s, so the page learns of the payment without a reload. */
export function useCharge(paymentId: string, initial: Charge) {
  return useQuery({
    queryKey: billingKeys.charge(paymentId),
    queryFn: () => apiRequest(billingEndpoints.charge, { params: { id: paymentId } }),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.payment.status === 'pendente' ? 3000 : false),
    refetchIntervalInBackground: true,
  });
}

/** Sandbox: 'Simular pagamento' (the provider sends its signed webhook). */
export function useSimulateChargePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => apiRequest(billingEndpoints.simulateChargePayment, { params: { id: paymentId } }),
    onSuccess: (charge) => {
      queryClient.setQueryData(billingKeys.charge(charge.payment.id), charge);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export const downloadBoleto = (paymentId: string) => downloadFile(endpointUrl(billingEndpoints.boletoPdf, { params: { id: paymentId } }), `boleto-${paymentId}.pdf`);

export const useDownloadBoleto = () => useMutation({ mutationFn: downloadBoleto });

/** 1x to 12x for a plan (and coupon): each option's instalment value, total with interest above the plan's interest-free count. */
export function useInstalments(planId: string, couponCode: string | undefined) {
  return useQuery({
    queryKey: [...billingKeys.all, 'instalments', planId, couponCode ?? ''],
    queryFn: (): Promise<InstalmentOption[]> => apiRequest(billingEndpoints.instalments, { query: { planId, couponCode } }),
  });
}

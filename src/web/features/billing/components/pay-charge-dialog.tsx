import { useQuery, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints } from '#contracts/billing';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from '../api/keys.ts';
import { PendingCharge } from './pending-charge.tsx';

/** A pending Pix/boleto from the payment history (a renewal, or a checkout left open): pay it here. */
export function PayChargeDialog({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const charge = useQuery({
    queryKey: billingKeys.charge(paymentId ?? ''),
    queryFn: () => apiRequest(billingEndpoints.charge, { params: { id: paymentId! } }),
    enabled: paymentId !== null,
  });
  return (
    <Dialog open={paymentId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Pagar cobrança</DialogTitle>
          <DialogDescription>{charge.data ? `${charge.data.payment.methodLabel} do Plano ${charge.data.payment.planName}.` : 'Carregando a cobrança…'}</DialogDescription>
        </DialogHeader>
        {charge.data ? (
          <PendingCharge
            initial={charge.data}
            onPaid={() => {
              onClose();
              void queryClient.invalidateQueries({ queryKey: billingKeys.all });
              toast({ title: 'Pagamento confirmado', description: 'Sua assinatura está em dia.' });
            }}
            onRenew={onClose}
          />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}

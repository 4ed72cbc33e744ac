import type { ReactNode } from 'react';
import type { Subscription } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL, formatDate } from '#web/lib/format.ts';
import { useCancelSubscription } from '../api/manage-subscription.ts';

/**
 * Confirmation before 'Cancelar Assinatura': access lasts until the paid period ends; within
 * the 7-day guarantee, the first payment is refunded in full and access ends at once.
 */
export function CancelSubscriptionDialog({
  subscription,
  open,
  onOpenChange,
  children,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opens it: Radix returns focus to its trigger on close */
  children: ReactNode;
}) {
  const cancel = useCancelSubscription();
  const until = formatDate(subscription.currentPeriodEnd);
  const { guarantee } = subscription;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Cancelar assinatura?</DialogTitle>
          <DialogDescription>
            {guarantee
              ? `Você está na garantia de 7 dias (até ${formatDate(guarantee.until)}): ao cancelar, devolvemos ${formatBRL(guarantee.refundCents)} integralmente e o acesso aos cursos premium termina imediatamente.`
              : `Você continuará com acesso a todos os cursos até ${until}. Depois dessa data não haverá novas cobranças e os cursos premium serão bloqueados. Você pode reativar a assinatura até lá.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Manter assinatura
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast(
                    guarantee
                      ? { title: 'Reembolso processado', description: `Devolvemos ${formatBRL(guarantee.refundCents)}. O recibo do reembolso está no histórico de pagamentos.` }
                      : { title: 'Assinatura cancelada', description: `Seu acesso continua até ${until}.` },
                  );
                },
                onError: (e) => toast({ title: 'Não foi possível cancelar', description: errorMessageOf(e), variant: 'destructive' }),
              })
            }
          >
            {cancel.isPending ? 'Cancelando…' : guarantee ? 'Cancelar e receber reembolso' : 'Confirmar cancelamento'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import type { PaymentMethod, PaymentMethodKind, SavedPayerAddress } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useCardForProvider } from '../api/payment-provider.ts';
import { useUpdatePaymentMethod } from '../api/update-payment-method.ts';
import { CardForm } from './card-form.tsx';
import { PayerAddressSection } from './payer-address-section.tsx';
import { PaymentNotice } from './sandbox-notice.tsx';

/**
 * The card on file, masked, with 'Atualizar' to replace it through the provider in use, as the
 * checkout does: typed in the form (sandbox), or tokenized by MercadoPago.js (the server gets the token).
 * A boleto subscription (or one with an address kept) shows the boleto payer's address too.
 */
export function PaymentMethodCard({ method, paidWith, payerAddress }: { method: PaymentMethod | null; paidWith: PaymentMethodKind; payerAddress: SavedPayerAddress | null }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePaymentMethod();
  const { provider, tokenizing, prepare } = useCardForProvider(setError);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          Forma de Pagamento
        </CardTitle>
        <CreditCard className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="space-y-3">
        {method ? (
          <div>
            <p className="text-lg font-semibold" data-testid="card-masked">
              {method.brand} •••• {method.last4}
            </p>
            <p className="text-xs text-muted-foreground">
              Validade {String(method.expMonth).padStart(2, '0')}/{method.expYear}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum cartão cadastrado.</p>
        )}
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (next) setError(null);
            setOpen(next);
          }}
        >
          {/* The trigger gets the focus back when the dialog closes. */}
          <DialogTrigger asChild>
            <Button variant="outline" size="sm">
              Atualizar
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Atualizar cartão</DialogTitle>
              <DialogDescription>O novo cartão será usado nas próximas renovações. Guardamos apenas a bandeira, os 4 últimos dígitos e a validade.</DialogDescription>
            </DialogHeader>
            <PaymentNotice provider={provider} />
            <CardForm
              submitLabel="Salvar cartão"
              pending={update.isPending || tokenizing}
              disabled={!provider}
              error={error}
              onInvalid={() => setError(null)}
              onSubmit={async (card) => {
                setError(null);
                const body = await prepare(card);
                if (!body) return;
                update.mutate('cardToken' in body ? body : body.card, {
                  onSuccess: (saved) => {
                    setOpen(false);
                    toast({ title: 'Cartão atualizado', description: `${saved.brand} final ${saved.last4} será usado nas próximas cobranças.` });
                  },
                  onError: (e) => setError(errorMessageOf(e)),
                });
              }}
            />
          </DialogContent>
        </Dialog>
        {paidWith === 'boleto' || payerAddress ? <PayerAddressSection address={payerAddress} /> : null}
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PayerAddressSchema, type PayerAddress, type SavedPayerAddress } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Form, formResolver } from '#web/components/ui/form.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { lazySchema } from '#web/lib/lazy-schema.ts';
import { useUpdatePayerAddress } from '../api/update-payer-address.ts';
import { EMPTY_PAYER_ADDRESS, formatCep, PayerAddressFields } from './payer-address-fields.tsx';

const AddressFormSchema = lazySchema(() => z.object({ address: PayerAddressSchema }));
type AddressFormValues = { address: PayerAddress };

/**
 * The boleto payer's address kept from the boleto purchase (the renewal boleto is issued with
 * it), with 'Atualizar endereço' to change it.
 */
export function PayerAddressSection({ address }: { address: SavedPayerAddress | null }) {
  const [open, setOpen] = useState(false);
  const update = useUpdatePayerAddress();
  const form = useForm<AddressFormValues>({ resolver: formResolver(AddressFormSchema), defaultValues: { address: EMPTY_PAYER_ADDRESS } });
  const submit = form.handleSubmit(({ address: next }) =>
    update.mutate(next, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Endereço atualizado', description: 'O próximo boleto de renovação sairá com este endereço.' });
      },
      onError: (e) => form.setError('root', { message: errorMessageOf(e) }),
    }),
  );

  return (
    <div className="space-y-2 border-t pt-3" data-testid="boleto-address">
      <p className="text-sm font-medium">Endereço do boleto</p>
      {address ? (
        <p className="text-xs text-muted-foreground">
          {address.streetName}, {address.streetNumber} — {address.neighborhood}
          <br />
          {address.city}/{address.federalUnit} — CEP {formatCep(address.zipCode)}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">Nenhum endereço cadastrado.</p>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) form.reset({ address: address ? { ...address, zipCode: formatCep(address.zipCode), federalUnit: address.federalUnit as PayerAddress['federalUnit'] } : EMPTY_PAYER_ADDRESS });
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            Atualizar endereço
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Atualizar endereço do boleto</DialogTitle>
            <DialogDescription>Os boletos de renovação são registrados com o endereço de quem paga.</DialogDescription>
          </DialogHeader>
          <Form {...form}>
            <form onSubmit={submit} noValidate className="space-y-4" aria-label="Endereço do boleto">
              <PayerAddressFields legend="Endereço de quem paga o boleto" />
              {form.formState.errors.root?.message ? (
                <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium text-destructive">
                  {form.formState.errors.root.message}
                </p>
              ) : null}
              <Button type="submit" className="w-full" disabled={update.isPending}>
                {update.isPending ? 'Salvando…' : 'Salvar endereço'}
              </Button>
            </form>
          </Form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

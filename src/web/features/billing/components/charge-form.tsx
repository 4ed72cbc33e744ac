import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChargeBodySchema, PayerAddressSchema, type Charge, type CouponQuote, type Plan } from '#contracts/billing';
import { lazySchema } from '#web/lib/lazy-schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL } from '#web/lib/format.ts';
import { newIdempotencyKey } from '../api/checkout.ts';
import { useIssueCharge } from '../api/charges.ts';
import { EMPTY_PAYER_ADDRESS, PayerAddressFields } from './payer-address-fields.tsx';

// The contract's CPF rule (check digits); with a provider whose boleto needs it, the payer's address too.
// One shape for both (the address optional), so the form and its resolver share one type.
const CpfFormSchema = lazySchema(() => ChargeBodySchema.pick({ cpf: true, address: true }));
const CpfAndAddressFormSchema = lazySchema(() => ChargeBodySchema.pick({ cpf: true }).extend({ address: PayerAddressSchema }));
type ChargeFormValues = z.input<typeof CpfFormSchema>;
const formSchemaOf = (withAddress: boolean): z.ZodType<ChargeFormValues, ChargeFormValues> => (withAddress ? CpfAndAddressFormSchema : CpfFormSchema);

/** "52998224725" → "529.982.247-25" while typing. */
function formatCpf(value: string) {
  const d = value.replace(/\D/g, '').slice(0, 11);
  return d.replace(/^(\d{3})(\d)/, '$1.$2').replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3').replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/**
 * Pix or boleto: the payer's CPF (check digits here and on the server; stored as the
 * profile's CPF), then the charge. One idempotency key per attempt: a double click gets the
 * same charge back.
 */
export function ChargeForm({
  method, plan, coupon, onIssued, needsAddress = false,
}: { method: 'pix' | 'boleto'; plan: Plan; coupon: CouponQuote | null; onIssued: (charge: Charge) => void; needsAddress?: boolean }) {
  const issue = useIssueCharge();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const withAddress = method === 'boleto' && needsAddress;
  const form = useForm<ChargeFormValues>({
    resolver: formResolver(formSchemaOf(withAddress)),
    defaultValues: withAddress ? { cpf: '', address: EMPTY_PAYER_ADDRESS } : { cpf: '' },
  });
  const total = coupon ? coupon.totalCents : plan.billingPriceCents;
  const submit = form.handleSubmit(({ cpf, address }) =>
    issue.mutate(
      { planId: plan.id, couponCode: coupon?.code, method, cpf, ...(withAddress && address ? { address } : {}), idempotencyKey },
      {
        onSuccess: onIssued,
        onError: (e) => {
          form.setError('root', { message: errorMessageOf(e) });
          setIdempotencyKey(newIdempotencyKey());
        },
      },
    ),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={method === 'pix' ? 'Pagar com Pix' : 'Pagar com boleto'}>
        <FormField
          control={form.control}
          name="cpf"
          render={({ field }) => (
            <FormItem>
              <FormLabel>CPF do pagador</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" {...field} onChange={(e) => field.onChange(formatCpf(e.target.value))} />
              </FormControl>
              <FormDescription>Fica salvo no seu perfil (visível só para você e para a administração).</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {withAddress ? <PayerAddressFields legend="Endereço do pagador (exigido para registrar o boleto; fica salvo para os boletos de renovação)" /> : null}
        {form.formState.errors.root?.message ? (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium text-destructive">
            {form.formState.errors.root.message}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {method === 'pix'
            ? 'O código Pix vale por 30 minutos. A assinatura começa assim que o pagamento for confirmado.'
            : 'O boleto vence em 3 dias. A assinatura começa quando o pagamento for confirmado.'}
        </p>
        <Button type="submit" className="w-full" disabled={issue.isPending}>
          {issue.isPending ? 'Gerando…' : `${method === 'pix' ? 'Gerar Pix' : 'Gerar boleto'} de ${formatBRL(total)}`}
        </Button>
      </form>
    </Form>
  );
}

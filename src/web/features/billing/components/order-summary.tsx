import { useForm } from 'react-hook-form';
import { TicketPercent, X } from 'lucide-react';
import { CouponCheckBodySchema, type CouponQuote, type Plan } from '#contracts/billing';
import { lazySchema } from '#web/lib/lazy-schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL } from '#web/lib/format.ts';
import { useCheckCoupon } from '../api/check-coupon.ts';
import { PlanFeatureList } from './benefits-list.tsx';
import { PlanGuarantees } from './plan-guarantees.tsx';
import { billingText, chargeText } from './plan-text.ts';

// The contract's coupon code rule (the plan comes from the page).
const CouponFormSchema = lazySchema(() => CouponCheckBodySchema.pick({ code: true }));

export interface OrderSummaryProps {
  plan: Plan;
  coupon: CouponQuote | null;
  onCouponChange: (coupon: CouponQuote | null) => void;
  /** Locks the coupon once the payment went through. */
  locked?: boolean;
}

/** The plan, the coupon field (code forced to upper case) and the total to pay. */
export function OrderSummary({ plan, coupon, onCouponChange, locked }: OrderSummaryProps) {
  const form = useForm({ resolver: formResolver(CouponFormSchema), defaultValues: { code: '' } });
  const check = useCheckCoupon();
  const total = coupon ? coupon.totalCents : plan.billingPriceCents;

  const apply = form.handleSubmit(({ code }) =>
    check.mutate(
      { code, planId: plan.id },
      {
        onSuccess: (quote) => {
          onCouponChange(quote);
          form.reset({ code: '' });
        },
        // The server's refusal (expired, exhausted…) is the field's error.
        onError: (e) => form.setError('code', { message: errorMessageOf(e) }),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Resumo do pedido</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div>
          <p className="font-semibold">Plano {plan.name}</p>
          <p className="text-sm text-muted-foreground">{billingText(plan)}</p>
          <PlanFeatureList features={plan.features} className="mt-3" />
        </div>

        {coupon ? (
          <div className="flex items-center justify-between gap-2 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm" data-testid="applied-coupon">
            <span className="flex items-center gap-2">
              <TicketPercent className="h-4 w-4 text-primary" aria-hidden="true" />
              <span>
                Cupom <strong>{coupon.code}</strong> aplicado: {coupon.label}
              </span>
            </span>
            {!locked ? (
              <Button variant="ghost" size="icon" className="h-8 w-8" onClick={() => onCouponChange(null)} aria-label={`Remover o cupom ${coupon.code}`}>
                <X />
              </Button>
            ) : null}
          </div>
        ) : (
          <Form {...form}>
            <form onSubmit={apply} noValidate>
              <FormField
                control={form.control}
                name="code"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Cupom de desconto</FormLabel>
                    <div className="flex gap-2">
                      <FormControl>
                        <Input
                          {...field}
                          // Spec section 5: the coupon code is forced to upper case.
                          onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                          placeholder="Ex.: BEMVINDO10"
                          autoComplete="off"
                          maxLength={40}
                          disabled={locked}
                        />
                      </FormControl>
                      <Button type="submit" variant="outline" disabled={check.isPending || locked}>
                        {check.isPending ? 'Validando…' : 'Aplicar'}
                      </Button>
                    </div>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </form>
          </Form>
        )}

        <dl className="space-y-2 border-t pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd>{formatBRL(plan.billingPriceCents)}</dd>
          </div>
          {coupon ? (
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Desconto ({coupon.code})</dt>
              <dd data-testid="order-discount">- {formatBRL(coupon.discountCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t pt-2 text-base font-bold">
            <dt>Total</dt>
            <dd data-testid="order-total">{formatBRL(total)}</dd>
          </div>
        </dl>
        <PlanGuarantees withRule>
          <li>
            {coupon ? 'O cupom vale para o primeiro pagamento. ' : ''}Renovação: {chargeText(plan)}, automática no cartão; com Pix ou boleto, enviamos uma nova cobrança antes do fim do período.
          </li>
        </PlanGuarantees>
      </CardContent>
    </Card>
  );
}

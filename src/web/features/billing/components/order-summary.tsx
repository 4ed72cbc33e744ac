import { useId, useState, type FormEvent } from 'react';
import { TicketPercent, X } from 'lucide-react';
import type { CouponQuote, Plan } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL } from '#web/lib/format.ts';
import { useCheckCoupon } from '../api/check-coupon.ts';
import { PlanGuarantees } from './plan-guarantees.tsx';
import { billingText, chargeText } from './plan-text.ts';

export interface OrderSummaryProps {
  plan: Plan;
  coupon: CouponQuote | null;
  onCouponChange: (coupon: CouponQuote | null) => void;
  /** Locks the coupon once the payment went through. */
  locked?: boolean;
}

/** The plan, the coupon field (code forced to upper case) and the total to pay. */
export function OrderSummary({ plan, coupon, onCouponChange, locked }: OrderSummaryProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useCheckCoupon();
  const total = coupon ? coupon.totalCents : plan.billingPriceCents;

  function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError('Informe o código do cupom.');
    setError(null);
    check.mutate(
      { code: trimmed, planId: plan.id },
      {
        onSuccess: (quote) => {
          onCouponChange(quote);
          setCode('');
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Resumo do pedido</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div>
          <p className="font-semibold">Plano {plan.name}</p>
          <p className="text-sm text-muted-foreground">{billingText(plan)}</p>
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
          <form onSubmit={apply} noValidate className="space-y-2">
            <Label htmlFor={`${id}-coupon`}>Cupom de desconto</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-coupon`}
                value={code}
                // Spec section 5: the coupon code is forced to upper case.
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                placeholder="Ex.: BEMVINDO10"
                autoComplete="off"
                maxLength={40}
                disabled={locked}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-coupon-error` : undefined}
              />
              <Button type="submit" variant="outline" disabled={check.isPending || locked}>
                {check.isPending ? 'Validando…' : 'Aplicar'}
              </Button>
            </div>
            {error ? (
              <p id={`${id}-coupon-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </form>
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
        <PlanGuarantees>
          <li>
            {coupon ? 'O cupom vale para o primeiro pagamento. ' : ''}Renovação automática: {chargeText(plan)}.
          </li>
        </PlanGuarantees>
      </CardContent>
    </Card>
  );
}

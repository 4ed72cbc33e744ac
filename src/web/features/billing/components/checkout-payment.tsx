import { useState } from 'react';
import type { Charge, CheckoutResult, CouponQuote, Plan } from '#contracts/billing';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL } from '#web/lib/format.ts';
import { newIdempotencyKey, useCheckout } from '../api/checkout.ts';
import { useInstalments } from '../api/charges.ts';
import { useCardForProvider } from '../api/payment-provider.ts';
import { CardForm } from './card-form.tsx';
import { ChargeForm } from './charge-form.tsx';
import { PendingCharge } from './pending-charge.tsx';
import { PaymentNotice, type SandboxMethod } from './sandbox-notice.tsx';

/** What the success screen needs, whatever the method. */
export type PaidResult = Pick<CheckoutResult, 'payment' | 'subscription'>;

/** 1x to 12x, each with its instalment value; above the plan's interest-free count, the total with interest. */
function InstalmentSelect({ plan, coupon, value, onChange }: { plan: Plan; coupon: CouponQuote | null; value: number; onChange: (count: number) => void }) {
  const options = useInstalments(plan.id, coupon?.code);
  return (
    <label className="block space-y-2 text-sm font-medium">
      <span>Parcelas</span>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        disabled={!options.data}
      >
        {(options.data ?? []).map((option) => (
          <option key={option.count} value={option.count}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <span className="block text-xs font-normal text-muted-foreground">
        Sem juros em até {plan.interestFreeInstalments}x. Acima disso, juros de 2,99% ao mês (o total aparece em cada opção).
      </span>
    </label>
  );
}

/**
 * Card (1x to 12x), Pix or boleto, through the provider in use: the sandbox (its notice and
 * test cards) or Mercado Pago (the card is tokenized in the browser by MercadoPago.js; a boleto
 * asks for the payer's address). Card: one idempotency key per attempt, so a double click or a
 * retried request never pays twice. Pix/boleto: the charge is issued and the page waits for its payment.
 */
export function CheckoutPayment({ plan, coupon, onPaid }: { plan: Plan; coupon: CouponQuote | null; onPaid: (result: PaidResult) => void }) {
  const pay = useCheckout();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const [instalments, setInstalments] = useState(1);
  const [charge, setCharge] = useState<Charge | null>(null);
  const [method, setMethod] = useState<SandboxMethod>('card');
  const options = useInstalments(plan.id, coupon?.code);
  const { provider, tokenizing, prepare } = useCardForProvider(setError);
  const net = coupon ? coupon.totalCents : plan.billingPriceCents;
  const total = options.data?.find((o) => o.count === instalments)?.totalCents ?? net;

  if (charge) {
    return (
      <div className="space-y-4">
        <PendingCharge
          key={charge.payment.id}
          initial={charge}
          onPaid={(paid) => paid.subscription && onPaid({ payment: paid.payment, subscription: paid.subscription })}
          onRenew={() => setCharge(null)}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <PaymentNotice provider={provider} method={method} />
      <Tabs value={method} onValueChange={(value) => setMethod(value as SandboxMethod)}>
        <TabsList className="grid w-full grid-cols-3" aria-label="Forma de pagamento">
          <TabsTrigger value="card">Cartão</TabsTrigger>
          <TabsTrigger value="pix">Pix</TabsTrigger>
          <TabsTrigger value="boleto">Boleto</TabsTrigger>
        </TabsList>
        <TabsContent value="card" className="pt-2">
          <CardForm
            submitLabel={instalments > 1 ? `Pagar ${formatBRL(total)} em ${instalments}x` : `Pagar ${formatBRL(total)}`}
            pending={pay.isPending || tokenizing}
            disabled={!provider}
            error={error}
            // A later failure replaces the earlier one, also when it is the browser's (an expired card…).
            onInvalid={() => setError(null)}
            onSubmit={async (card) => {
              setError(null);
              const payment = await prepare(card);
              if (!payment) return;
              pay.mutate(
                { planId: plan.id, couponCode: coupon?.code, ...payment, instalments, idempotencyKey },
                {
                  onSuccess: onPaid,
                  onError: (e) => {
                    setError(errorMessageOf(e));
                    // The provider did not answer (503) or the connection dropped: the retry is the
                    // same attempt, so a charge made meanwhile is given back, not made again.
                    if (e instanceof ApiError && e.status !== 503) setIdempotencyKey(newIdempotencyKey());
                  },
                },
              );
            }}
          >
            {net > 0 ? <InstalmentSelect plan={plan} coupon={coupon} value={instalments} onChange={setInstalments} /> : null}
          </CardForm>
        </TabsContent>
        <TabsContent value="pix" className="pt-2">
          <ChargeForm method="pix" plan={plan} coupon={coupon} onIssued={setCharge} />
        </TabsContent>
        <TabsContent value="boleto" className="pt-2">
          <ChargeForm method="boleto" plan={plan} coupon={coupon} onIssued={setCharge} needsAddress={provider?.boletoNeedsAddress ?? false} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

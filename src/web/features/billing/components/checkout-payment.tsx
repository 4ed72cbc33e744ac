import { useState } from 'react';
import type { CheckoutResult, CouponQuote, Plan } from '#contracts/billing';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL } from '#web/lib/format.ts';
import { newIdempotencyKey, useCheckout } from '../api/checkout.ts';
import { CardForm } from './card-form.tsx';
import { SandboxNotice } from './sandbox-notice.tsx';

/**
 * The sandbox card form. One idempotency key per attempt: a double click or a retried
 * request never pays twice; after a refusal a new key lets the student try again.
 */
export function CheckoutPayment({ plan, coupon, onPaid }: { plan: Plan; coupon: CouponQuote | null; onPaid: (result: CheckoutResult) => void }) {
  const pay = useCheckout();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const total = coupon ? coupon.totalCents : plan.billingPriceCents;

  return (
    <div className="space-y-4">
      <SandboxNotice />
      <CardForm
        submitLabel={`Pagar ${formatBRL(total)}`}
        pending={pay.isPending}
        error={error}
        // A later failure replaces the earlier one, also when it is the browser's (an expired card…).
        onInvalid={() => setError(null)}
        onSubmit={(card) => {
          setError(null);
          pay.mutate(
            { planId: plan.id, couponCode: coupon?.code, card, idempotencyKey },
            {
              onSuccess: onPaid,
              onError: (e) => {
                setError(errorMessageOf(e));
                setIdempotencyKey(newIdempotencyKey());
              },
            },
          );
        }}
      />
    </div>
  );
}

import { useState } from 'react';
import { Hourglass, QrCode } from 'lucide-react';
import type { Payment } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { formatBRL, formatDate, formatDateTime } from '#web/lib/format.ts';
import { PayChargeDialog } from './pay-charge-dialog.tsx';

/** When it can be paid until: a boleto's due date, a Pix's expiry (date and time). */
const deadlineText = (payment: Payment) =>
  payment.expiresAt === null ? null : payment.method === 'boleto' ? `Vencimento: ${formatDate(payment.expiresAt)}` : `Expira em ${formatDateTime(payment.expiresAt)}`;

/**
 * 'Minha Assinatura' before the first Pix/boleto is paid: the subscription starts on payment,
 * so there is none yet, but the student has chosen a plan and has a charge to pay.
 */
export function PendingFirstCharge({ payment }: { payment: Payment }) {
  const [paying, setPaying] = useState<string | null>(null);
  const deadline = deadlineText(payment);
  return (
    <Card data-testid="pending-first-charge">
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-3">
          <Hourglass className="mt-1 h-8 w-8 shrink-0 text-primary" aria-hidden="true" />
          <div className="space-y-1">
            <h2 className="text-xl font-bold">Aguardando o pagamento do Plano {payment.planName}</h2>
            <p className="text-sm">
              {payment.methodLabel} de <strong>{formatBRL(payment.amountCents)}</strong>
              {deadline ? <> · {deadline}</> : null}
            </p>
            <p className="text-sm text-muted-foreground">Sua assinatura começa assim que o pagamento for confirmado.</p>
          </div>
        </div>
        <Button onClick={() => setPaying(payment.id)} className="shrink-0">
          <QrCode aria-hidden="true" /> Pagar
        </Button>
      </CardContent>
      <PayChargeDialog paymentId={paying} onClose={() => setPaying(null)} />
    </Card>
  );
}

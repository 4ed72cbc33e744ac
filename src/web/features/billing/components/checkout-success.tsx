import { CheckCircle2, Download } from 'lucide-react';
import { Link } from 'wouter';
import type { Payment, Subscription } from '#contracts/billing';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL, formatDate } from '#web/lib/format.ts';
import { useDownloadReceipt } from '../api/download-receipt.ts';

/** After payment: what was paid, the receipt, and the way into the student area. */
export function CheckoutSuccess({ result }: { result: { payment: Payment; subscription: Subscription } }) {
  const download = useDownloadReceipt();
  const { payment, subscription } = result;
  return (
    <Card className="border-primary/50" data-testid="checkout-success">
      <CardContent className="space-y-5 p-6 text-center sm:p-10">
        <CheckCircle2 className="mx-auto h-14 w-14 text-primary" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold">Pagamento confirmado!</h1>
          <p className="mt-2 text-muted-foreground">
            Sua assinatura do Plano {subscription.plan.name} está ativa até {formatDate(subscription.currentPeriodEnd)}. Todos os cursos
            premium foram liberados.
          </p>
        </div>
        <dl className="mx-auto grid max-w-sm grid-cols-2 gap-2 text-left text-sm">
          <dt className="text-muted-foreground">Nota fiscal</dt>
          <dd className="font-mono text-xs sm:text-sm">{payment.receiptNumber}</dd>
          <dt className="text-muted-foreground">Valor pago</dt>
          <dd>{formatBRL(payment.amountCents)}</dd>
          <dt className="text-muted-foreground">Forma de pagamento</dt>
          <dd data-testid="success-method">
            {payment.methodLabel}
            {payment.instalments > 1 ? ` em ${payment.instalments}x` : ''}
          </dd>
          <dt className="text-muted-foreground">Data</dt>
          <dd>{formatDate(payment.createdAt)}</dd>
        </dl>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link href={paths.aluno.dashboard}>Começar a estudar</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.aluno.subscription}>Minha Assinatura</Link>
          </Button>
          <Button
            variant="outline"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(payment.id, {
                onError: (e) => toast({ title: 'Não foi possível baixar a nota fiscal', description: errorMessageOf(e), variant: 'destructive' }),
              })
            }
          >
            <Download /> Baixar nota fiscal
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Enviamos o recibo também para o seu e-mail.</p>
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { Download, QrCode } from 'lucide-react';
import type { Payment } from '#contracts/billing';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL, formatDate } from '#web/lib/format.ts';
import { useDownloadBoleto } from '../api/charges.ts';
import { useDownloadReceipt } from '../api/download-receipt.ts';
import { PayChargeDialog } from './pay-charge-dialog.tsx';

/** "Pix", "Boleto", "Cartão de crédito em 3x" (issue 14 item 7: every payment shows its method). */
const methodText = (payment: Payment) => `${payment.methodLabel}${payment.instalments > 1 ? ` em ${payment.instalments}x` : ''}`;
import { usePayments } from '../api/list-payments.ts';

/**
 * A refunded payment says when the money went back (the 7-day guarantee, or a Pix/boleto paid
 * late or twice: every payment ends applied or refunded, never dropped).
 */
const refundNote = (payment: Payment) =>
  payment.status === 'reembolsado' && payment.refundedAt ? (
    <span className="mt-1 block text-xs text-muted-foreground" data-testid="refund-note">
      Pagamento devolvido em {formatDate(payment.refundedAt)}
    </span>
  ) : null;

/** Data, Plano, Valor, Forma de pagamento, Status ('Pago' default badge, others secondary), Nota Fiscal (PDF; a pending boleto's PDF). */
export function PaymentHistoryTable() {
  const { data: payments, isLoading, isError } = usePayments();
  const download = useDownloadReceipt();
  const boleto = useDownloadBoleto();

  function downloadBoleto(payment: Payment) {
    boleto.mutate(payment.id, {
      onError: (e) => toast({ title: 'Não foi possível baixar o boleto', description: errorMessageOf(e), variant: 'destructive' }),
    });
  }
  const isPendingBoleto = (payment: Payment) => payment.method === 'boleto' && payment.status === 'pendente';
  const [paying, setPaying] = useState<string | null>(null);
  const payButton = (payment: Payment) =>
    payment.method !== 'card' && payment.status === 'pendente' ? (
      <Button variant="outline" size="sm" onClick={() => setPaying(payment.id)} aria-label={`Pagar ${payment.methodLabel} de ${formatDate(payment.createdAt)}`}>
        <QrCode aria-hidden="true" /> Pagar
      </Button>
    ) : null;

  function downloadReceipt(payment: Payment) {
    download.mutate(payment.id, {
      onError: (e) => toast({ title: 'Não foi possível baixar a nota fiscal', description: errorMessageOf(e), variant: 'destructive' }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Histórico de Pagamentos</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-sm text-destructive">Não foi possível carregar o histórico de pagamentos. Recarregue a página.</p>
        ) : !payments || payments.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nenhum pagamento registrado ainda.</p>
        ) : (
          <>
          {/* Phones: one compact row per payment instead of a five-column table. */}
          <ul className="divide-y sm:hidden" aria-label="Pagamentos">
            {payments.map((payment) => (
              <li key={payment.id} className="flex items-center gap-3 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {formatDate(payment.createdAt)} · {payment.planName}
                  </p>
                  <p className="text-muted-foreground">
                    {formatBRL(payment.amountCents)} · {methodText(payment)}
                    {payment.couponCode ? ` · cupom ${payment.couponCode}` : ''}
                  </p>
                  {/* Under the payment's line, not beside the badge: the narrow screen keeps its width for the text. */}
                  {refundNote(payment)}
                </div>
                <Badge className="shrink-0" variant={payment.status === 'pago' ? 'default' : 'secondary'}>{payment.statusLabel}</Badge>
                {payButton(payment)}
                {payment.hasReceipt ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => downloadReceipt(payment)}
                    disabled={download.isPending && download.variables === payment.id}
                    aria-label={`Baixar nota fiscal de ${formatDate(payment.createdAt)}`}
                  >
                    <Download />
                  </Button>
                ) : isPendingBoleto(payment) ? (
                  <Button variant="ghost" size="icon" onClick={() => downloadBoleto(payment)} aria-label={`Baixar boleto de ${formatDate(payment.createdAt)}`}>
                    <Download />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <table className="w-full text-sm" data-testid="payment-history">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">Data</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Plano</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Valor</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Forma de pagamento</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Status</th>
                  <th scope="col" className="py-2 text-right font-medium">Nota Fiscal</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.id} className="border-b last:border-0">
                    <td className="py-3 pr-4">{formatDate(payment.createdAt)}</td>
                    <td className="py-3 pr-4">{payment.planName}</td>
                    <td className="py-3 pr-4">
                      {formatBRL(payment.amountCents)}
                      {payment.couponCode ? <span className="block text-xs text-muted-foreground">cupom {payment.couponCode}</span> : null}
                    </td>
                    <td className="py-3 pr-4">{methodText(payment)}</td>
                    <td className="py-3 pr-4">
                      <Badge variant={payment.status === 'pago' ? 'default' : 'secondary'}>{payment.statusLabel}</Badge>
                      {refundNote(payment)}
                    </td>
                    <td className="space-x-1 py-3 text-right">
                      {payButton(payment)}
                      {payment.hasReceipt ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => downloadReceipt(payment)}
                          disabled={download.isPending && download.variables === payment.id}
                          aria-label={`Baixar nota fiscal de ${formatDate(payment.createdAt)}`}
                        >
                          <Download />
                          <span className="hidden sm:inline">Baixar</span>
                        </Button>
                      ) : isPendingBoleto(payment) ? (
                        <Button variant="ghost" size="sm" onClick={() => downloadBoleto(payment)} aria-label={`Baixar boleto de ${formatDate(payment.createdAt)}`}>
                          <Download />
                          <span className="hidden sm:inline">Boleto</span>
                        </Button>
                      ) : (
                        <span className="text-xs text-muted-foreground">Indisponível</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          </>
        )}
        <PayChargeDialog paymentId={paying} onClose={() => setPaying(null)} />
      </CardContent>
    </Card>
  );
}
